package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.Compressor;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.Verdict;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.KindRecord;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunRecord;
import io.wirebench.records.Sizes;
import io.wirebench.speed.RunDriver;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench sizes}: bytes on the wire, raw and compressed. */
@Command(name = "sizes", mixinStandardHelpOptions = true,
    description = "Prints each codec's encoded size of each data set, raw and after gzip, deflate, zstd, lz4 and "
        + "snappy, and the ratio to Jackson's JSON. Only pairs that pass the round-trip gate are sized; read-only "
        + "codecs write nothing and are not sized. With --class: your classes' values, by every codec that binds "
        + "classes (gated and sized in a JVM with your class path, as run's forks); a codec that cannot is listed "
        + "with the reason. "
        + "The time compression costs is measured by 'run' with the <codec>+<compressor> variants.")
final class SizesCommand implements Callable<Integer> {
  /** The default data sets: all but the large ones, which take a while to compress 60 times. */
  static final List<String> DEFAULTS = DataSets.smallIds();

  @Mixin Selection selection;
  @Mixin UserData user;

  @Option(names = "--out", paramLabel = "FILE",
      description = "Also write the table as JSON to FILE (a file, replaced if it exists; not a directory; "
          + "missing parent directories are created). Checked before anything is measured.")
  Path outFile;

  @Option(names = "--run-dir", paramLabel = "DIR",
      description = "The run directory to write (run.json and sizes.json; new, or empty). Default: "
          + "results/sizes-<date-time>.")
  Path runDir;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    if (outFile != null) OutputPaths.requireFile(outFile, "--out");
    Path dir = OutputPaths.runDirectory(runDir, "sizes-", "run.json", "--run-dir");
    // the harness controls (baseline, fixed work) have no size worth comparing; name them to size them
    List<DataSet<?>> datasets = user.withSelected(selection);
    List<Codec> codecs = datasets != null && selection.codecs == null ? UserData.bindingCodecs(Codecs.load())
        : selection.codecs(Codecs.load(), Family.libraries());
    if (datasets == null) datasets = selection.datasets(DEFAULTS);
    if ((selection.codecs != null || user.userClass != null)
        && codecs.stream().noneMatch(c -> c.info().id().equals(Sizes.REFERENCE))) {
      codecs = new java.util.ArrayList<>(codecs);
      codecs.add(Codecs.load().require(Sizes.REFERENCE));
    }
    RunDriver.Sized sized;
    try {
      sized = RunDriver.sizes(codecs, datasets, out);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    List<Verdict> verdicts = sized.verdicts();
    List<Sizes.Row> rows = sized.rows();
    Sizes.print(rows, datasets, out);
    out.println("Compressors: " + String.join("; ", Arrays.stream(Compressor.values())
        .map(c -> c.label() + " = " + c.description()).toArray(String[]::new)));
    for (Verdict v : verdicts) {
      if (!v.passed()) out.println("not sized: " + v.describe());
    }
    for (Codec c : codecs) {
      if (c.info().readsOnly()) out.println("not sized: " + Sizes.notSized(c));
    }
    KindRecord record = new KindRecord(dir, "sizes", Main.commandLine(spec), JvmInfo.current().record(List.of()),
        codecs.stream().map(Codec::info).toList(), datasets.stream()
            .map(RunRecord.DatasetRecord::of).toList(), Map.of("compressors",
            Arrays.stream(Compressor.values()).map(c -> c.label() + " = " + c.description()).toList()));
    record.gate(verdicts);
    record.save("complete", Sizes.cells(rows));
    ResultFile.writeJson(dir.resolve("sizes.json"), Map.of("formatVersion", 1, "sizes", Sizes.toJson(rows)));
    io.wirebench.report.Answer.print(dir, out); // from the record just saved, as 'report' reads it
    out.println("results: " + dir + " (run.json; 'wirebench report " + dir + "' presents it)");
    if (outFile != null) {
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put("sizes", Sizes.toJson(rows));
      ResultFile.writeJson(outFile, doc);
      out.println("wrote " + outFile);
    }
    return 0;
  }
}
