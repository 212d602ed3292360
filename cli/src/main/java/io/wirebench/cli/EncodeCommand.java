package io.wirebench.cli;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code wirebench encode}: a data set or a JSON document, encoded by one codec. */
@Command(name = "encode", mixinStandardHelpOptions = true,
    description = "Encodes a data set, or a JSON document read untyped, with one codec; writes the bytes to "
        + "standard output or --out.")
final class EncodeCommand implements Callable<Integer> {
  @Option(names = "--codec", required = true, paramLabel = "ID", description = "The codec.")
  String codec;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Source source;

  static final class Source {
    @Option(names = "--dataset", paramLabel = "NAME", description = "A data set (see 'list datasets').")
    String dataset;

    @Option(names = "--input", paramLabel = "FILE|-", description = "A JSON document (a file, or - for stdin).")
    String input;
  }

  @Option(names = "--out", paramLabel = "FILE",
      description = "Write the bytes to FILE (a file, replaced if it exists; not a directory) instead of standard output.")
  Path out;

  @ParentCommand Main main;

  @Override public Integer call() throws IOException {
    if (out != null) OutputPaths.requireFile(out, "--out");
    Codec c = Codecs.load().require(codec);
    Codecs.unavailableReason(c).ifPresent(why -> {
      throw new CommandFailure("codec " + codec + " is unavailable here: " + why);
    });
    DataSet<?> ds;
    if (source.dataset != null) {
      ds = DataSets.require(source.dataset);
    } else {
      byte[] json = readInput(source.input, main.stdin);
      try {
        ds = DataSets.fromJson(source.input.equals("-") ? "stdin" : source.input, json,
            source.input.endsWith(".ndjson") || source.input.endsWith(".jsonl"));
      } catch (IOException e) {
        throw new UsageException("--input " + source.input + " is not valid JSON: "
            + e.getMessage().lines().findFirst().orElse(""));
      }
    }
    if (c.info().readsOnly()) {
      throw new UsageException("codec " + codec + " is read only: it cannot encode; pick a codec that writes "
          + "(see 'wirebench list codecs')");
    }
    Binding<Object> b;
    try {
      Binding<Object> bound = Binding.erase(c.bind(ds));
      b = bound;
    } catch (UnsupportedDataSetException e) {
      throw new UsageException("codec " + codec + " cannot encode " + ds.id() + ": " + e.getMessage()
          + (ds.isUntyped() ? "; use --dataset with a built-in data set, or a codec that reads untyped JSON "
              + "(e.g. tagged-binary, jackson-untyped, jackson-smile)" : ""));
    } catch (Exception | Error e) {
      throw new CommandFailure("codec " + codec + " failed to bind " + ds.id() + ": " + CommandFailure.describe(e));
    }
    byte[] bytes;
    try {
      bytes = b.writeBytes(b.sample());
    } catch (Exception | Error e) {
      throw new CommandFailure("codec " + codec + " failed to encode " + ds.id() + ": " + CommandFailure.describe(e));
    }
    if (out != null) {
      Files.write(out, bytes);
    } else {
      main.stdout.write(bytes);
      main.stdout.flush();
    }
    return 0;
  }

  /** The bytes of {@code --input}: a file, or {@code -} for {@code stdin}. */
  static byte[] readInput(String input, InputStream stdin) throws IOException {
    if (input.equals("-")) return stdin.readAllBytes();
    Path p = Path.of(input);
    if (Files.isDirectory(p)) {
      throw new UsageException("--input " + input + " is a directory; give a file path, or - for standard input");
    }
    try {
      return Files.readAllBytes(p);
    } catch (NoSuchFileException e) {
      throw new UsageException("--input " + input + " does not exist; give a file path, or - for standard input");
    } catch (IOException e) {
      throw new UsageException("--input " + input + " cannot be read: " + e + "; give a readable file");
    }
  }
}
