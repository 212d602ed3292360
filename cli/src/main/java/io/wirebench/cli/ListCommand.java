package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.core.Compressor;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.Json;
import io.wirebench.records.Table;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench list [codecs|datasets]}: without an argument, both. */
@Command(name = "list", mixinStandardHelpOptions = true,
    description = "Lists the codecs (with unavailable ones and why, and the data sets each cannot model) "
        + "or the data sets.")
final class ListCommand implements Callable<Integer> {
  @Parameters(paramLabel = "WHAT", arity = "0..1", description = "codecs or datasets; without it, both")
  String what;

  @Option(names = {"-v", "--verbose"}, description = "Also print each codec's configuration, notes and footprint "
      + "(the jars its library brings to its forks, and their size).")
  boolean verbose;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    String which = what == null ? null : Selection.names(what, List.of("codecs", "datasets"), "list").get(0);
    if (!"datasets".equals(which)) codecs(out);
    if (which == null) {
      out.println();
      out.println("DATA SETS");
    }
    if (!"codecs".equals(which)) datasets(out);
    out.flush();
    return 0;
  }

  private void codecs(PrintWriter out) {
    Codecs registry = Codecs.load();
    int available = 0;
    int unavailable = 0;
    for (Family f : Family.values()) {
      Table t = new Table("ID", "BINDING", "LIBRARY", "VERSION", "FORMAT", "STATUS");
      List<String> details = new ArrayList<>();
      List<String> dialects = new ArrayList<>();
      List<Codec> ofFamily = registry.all().stream().filter(c -> c.info().family() == f).toList();
      for (Codec c : ofFamily) {
        CodecInfo i = c.info();
        Optional<String> why = Codecs.unavailableReason(c);
        String status;
        if (why.isPresent()) {
          unavailable++;
          status = "UNAVAILABLE: " + why.get();
        } else {
          available++;
          List<String> gaps = Codecs.gaps(c);
          status = gaps.isEmpty() ? "ok" : "ok; cannot model " + String.join("; ", gaps);
        }
        t.row(i.id(), i.binding().label(), i.library(), i.version(), i.formatLabel(), status);
        if (i.isDialect()) dialects.add(i.id() + ": " + i.dialect());
        if (verbose) {
          details.add(i.id() + ": " + i.config() + (i.notes().isEmpty() ? "" : " [" + i.notes() + "]")
              + (i.jvmArgs().isEmpty() ? "" : " {jvm: " + String.join(" ", i.jvmArgs()) + "}")
              + (why.isPresent() ? "" : " (footprint: " + io.wirebench.harness.ForkClasspath.footprintLabel(c) + ")")
              + " (on several threads: " + i.concurrency().label() + ")"
              + (i.artifact() == null ? " (no Maven artifact named: no " + i.id() + "@VERSION)"
                  : " (Maven " + i.artifact() + ": " + i.id() + "@VERSION runs another version)"));
        }
      }
      if (ofFamily.isEmpty()) continue;
      out.println(f.name() + " (" + ofFamily.size() + ")");
      t.print(out, "  ");
      io.wirebench.fork.AccessAndPartial.lines(ofFamily).forEach(l -> out.println("  " + l));
      if (!dialects.isEmpty()) {
        out.println("  dialects (their bytes are not the standard form of their format; 'wirebench check interop' "
            + "shows who else reads them):");
        for (String d : dialects) out.println("    " + d);
      }
      for (String d : details) out.println("    " + d);
      out.println();
    }
    out.println("Compression variants: every codec above as <id>+" + String.join(", <id>+", Compressor.labels())
        + " (e.g. jackson-databind+gzip); each is benchmarked like any codec:");
    for (Compressor c : Compressor.values()) out.println("  +" + c.label() + ": " + c.description());
    out.println();
    UserData.describe(registry, out);
    for (String e : registry.loadErrors()) out.println("FAILED TO LOAD: " + e);
    out.println(available + " codecs available, " + unavailable + " unavailable, "
        + available * Compressor.values().length + " compression variants of the available ones.");
  }

  private static void datasets(PrintWriter out) throws IOException {
    Table t = new Table("ID", ">JSON BYTES", "DESCRIPTION");
    for (DataSet<?> ds : DataSets.all()) {
      t.row(ds.id(), String.format("%,d", Json.write(ds.value()).length), ds.description());
    }
    t.print(out, "");
    out.println();
    out.println("Also: decimal-matrix:ROWSxCOLS for another matrix size (the published memory study is about"
        + " 82 MiB), and file:PATH for your own JSON or NDJSON file, read untyped.");
  }
}
