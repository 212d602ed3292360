package io.wirebench.cli;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Json;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code wirebench decode}: bytes of one codec back to JSON. */
@Command(name = "decode", mixinStandardHelpOptions = true,
    description = "Decodes bytes written by a codec (a file, or standard input) and prints them as JSON. Bad bytes "
        + "give an error naming the codec and the byte offset, exit code 1.")
final class DecodeCommand implements Callable<Integer> {
  @Option(names = "--codec", required = true, paramLabel = "ID", description = "The codec that wrote the bytes.")
  String codec;

  @Option(names = "--input", paramLabel = "FILE|-", defaultValue = "-",
      description = "The encoded bytes (default: standard input).")
  String input;

  @Option(names = "--dataset", paramLabel = "NAME",
      description = "The data set the bytes hold, for codecs that bind model classes (default: untyped).")
  String dataset;

  @Option(names = "--pretty", description = "Indent the JSON.")
  boolean pretty;

  @Option(names = "--out", paramLabel = "FILE",
      description = "Write the JSON to FILE (a file, replaced if it exists; not a directory) instead of standard output.")
  Path out;

  @ParentCommand Main main;

  @Override public Integer call() throws IOException {
    if (out != null) OutputPaths.requireFile(out, "--out");
    Codec c = Codecs.load().require(codec);
    DataSet<?> ds = dataset != null ? DataSets.require(dataset)
        : DataSets.fromJson("decoded", "{}".getBytes(StandardCharsets.UTF_8), false);
    Binding<Object> b;
    try {
      Binding<Object> bound = Binding.erase(c.bind(ds));
      b = bound;
    } catch (UnsupportedDataSetException e) {
      throw new UsageException("codec " + codec + " cannot decode untyped: " + e.getMessage()
          + "; name the data set the bytes hold with --dataset");
    } catch (Exception | Error e) {
      throw new CommandFailure("codec " + codec + " failed to bind " + ds.id() + ": " + CommandFailure.describe(e));
    }
    byte[] bytes = EncodeCommand.readInput(input, main.stdin);
    Counting in = new Counting(new ByteArrayInputStream(bytes));
    Object value;
    try {
      value = b.read(in);
    } catch (Exception | Error e) {
      throw new CommandFailure("codec " + codec + " could not decode " + (input.equals("-") ? "standard input" : input)
          + ": failed at or before byte offset " + in.count + " of " + bytes.length + ": " + CommandFailure.describe(e));
    }
    String json;
    try {
      json = pretty ? Json.pretty(value) : new String(Json.write(value), StandardCharsets.UTF_8);
    } catch (Exception | Error e) {
      throw new CommandFailure("codec " + codec + " decoded a value that cannot be printed as JSON: "
          + CommandFailure.describe(e));
    }
    if (out != null) {
      Files.writeString(out, json + "\n");
    } else {
      main.stdout.write((json + "\n").getBytes(StandardCharsets.UTF_8));
      main.stdout.flush();
    }
    return 0;
  }

  /** Counts the bytes a decoder consumed, to say where it failed. */
  static final class Counting extends FilterInputStream {
    long count;

    Counting(InputStream in) {
      super(in);
    }

    @Override public int read() throws IOException {
      int b = super.read();
      if (b >= 0) count++;
      return b;
    }

    @Override public int read(byte[] buf, int off, int len) throws IOException {
      int n = super.read(buf, off, len);
      if (n > 0) count += n;
      return n;
    }

    @Override public long skip(long n) throws IOException {
      long s = super.skip(n);
      count += s;
      return s;
    }
  }
}
