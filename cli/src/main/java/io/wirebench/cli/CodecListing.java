package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.core.Compressor;
import io.wirebench.core.Family;
import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code list codecs}: every codec by family, whether it can run here and what it cannot model. */
final class CodecListing {
  private CodecListing() {}

  /**
   * Prints every codec by family with its status, the data sets it cannot model, its family's
   * access and partial-read lines and its dialects; from {@code catalog} where one is given (the
   * build's), else found now by binding each codec.
   */
  static void print(Codecs registry, boolean verbose, CodecCatalog catalog, PrintWriter out) {
    CodecCatalog found = catalog != null && catalog.covers(registry) ? catalog : CodecCatalog.compute(registry);
    int available = 0;
    int unavailable = 0;
    for (Family f : Family.values()) {
      Table t = new Table("ID", "BINDING", "LIBRARY", "VERSION", "FORMAT", "STATUS");
      List<String> details = new ArrayList<>();
      List<String> dialects = new ArrayList<>();
      List<Codec> ofFamily = registry.all().stream().filter(c -> c.info().family() == f).toList();
      for (Codec c : ofFamily) {
        CodecInfo i = c.info();
        Optional<String> why = Optional.ofNullable(found.unavailable().get(i.id()));
        String status;
        if (why.isPresent()) {
          unavailable++;
          status = "UNAVAILABLE: " + why.get();
        } else {
          available++;
          List<String> gaps = found.gaps().getOrDefault(i.id(), List.of());
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
      found.families().getOrDefault(f.name(), List.of()).forEach(l -> out.println("  " + l));
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
    UserData.describe(found, out);
    for (String e : registry.loadErrors()) out.println("FAILED TO LOAD: " + e);
    out.println(available + " codecs available, " + unavailable + " unavailable, "
        + available * Compressor.values().length + " compression variants of the available ones"
        + (catalog != null ? " (as the build found them on JDK " + catalog.java() + "; --live checks now)." : "."));
  }
}
