package io.wirebench.check;

import io.wirebench.harness.JvmInfo;
import io.wirebench.records.Interrupted;
import io.wirebench.records.KindRecord;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunInfo;
import io.wirebench.records.RunProcess;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SaveOnExit;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a matrix row by row, each row in its own JVM, printing progress as it goes and rewriting
 * {@code checks.json} and run.json after every row, so that Ctrl-C loses only the row that was
 * running. The command presents the verdicts from what it saved ({@code report/CheckTables}).
 */
public final class CheckRun {
  /** The results file's format; bump it when a field changes meaning. */
  public static final String FORMAT = "wirebench-checks/1";

  private final Matrix matrix;
  private final CheckOptions options;
  private final JvmInfo jvm;
  private final RowRunner runner;
  private List<String> command = List.of();
  private CheckResume resume;
  private Interrupted interrupted = Interrupted.NOTHING;

  public CheckRun(Matrix matrix, CheckOptions options) {
    this.matrix = matrix;
    this.options = options;
    this.jvm = JvmInfo.current();
    this.runner = new RowRunner(matrix, options, jvm, jvm.baseFlags());
  }

  /** The command line as typed, for the record; returns this. */
  public CheckRun command(List<String> commandLine) {
    this.command = List.copyOf(commandLine);
    return this;
  }

  /** What the command shows of the saved check when Ctrl-C stops it; returns this. */
  public CheckRun onInterrupt(Interrupted view) {
    this.interrupted = view;
    return this;
  }

  /** Continues the check in {@code r}'s directory ({@code check --resume}); returns this. */
  public CheckRun resume(CheckResume r) {
    this.resume = r;
    return this;
  }

  /**
   * Runs every row and writes {@code checks.json} into {@code dir} (created) after each one.
   *
   * @param progress where progress lines go (one per row)
   */
  public CheckReport run(Path dir, PrintWriter progress) throws IOException {
    List<Row> rows = matrix.rows(options);
    List<Case> cases = selected(matrix.cases(options), options.cases());
    Map<String, Object> header = header(rows, cases);
    Map<String, List<CaseVerdict>> kept = Map.of();
    if (resume != null) {
      kept = resume.kept(header, rows, cases);
      header.put("started", resume.started());
      List<RunRecord.ProcessRecord> ps = new ArrayList<>(resume.processes());
      ps.add(RunProcess.current());
      header.put("processes", ps);
      progress.println("resuming " + dir.toAbsolutePath() + ": " + kept.size() + " of " + rows.size()
          + " rows finished there, kept");
    }
    Files.createDirectories(dir);
    List<CaseVerdict> verdicts = new ArrayList<>();
    Instant start = Instant.now();
    try (SaveOnExit guard = SaveOnExit.install("check", () -> {
      runner.stop(); // the rows finished are in checks.json already
      interrupted.show(dir, progress);
    })) {
      int done = 0;
      int index = 0;
      Map<String, List<CaseVerdict>> before = kept;
      int runnable = (int) rows.stream().filter(r -> r.unavailable() == null && !before.containsKey(r.id())).count();
      progress.println("check " + matrix.name() + ": " + rows.size() + " rows x " + cases.size() + " cases, each row in "
          + "its own JVM (-Xmx" + runner.heap() + ", " + runner.timeoutSeconds() + " s per case); results in " + dir);
      progress.flush();
      for (Row row : rows) {
        index++;
        Instant rowStart = Instant.now();
        List<Case> applicable = cases.stream().filter(c -> matrix.applies(row, c)).toList();
        boolean fromDir = kept.containsKey(row.id());
        List<CaseVerdict> rv = fromDir ? kept.get(row.id()) : runner.run(row, applicable, v -> { });
        if (runner.stopped()) break; // the row's JVM was killed by Ctrl-C: its verdicts are not the row's
        verdicts.addAll(rv);
        save(dir, new CheckReport(matrix.name(), header, rows, cases, verdicts, false));
        if (row.unavailable() == null && !fromDir) done++;
        Duration spent = Duration.between(start, Instant.now());
        String left = done == 0 || done == runnable ? ""
            : ", about " + minutes(spent.multipliedBy(runnable - done).dividedBy(done)) + " left";
        progress.println("  [" + index + "/" + rows.size() + "] " + row.id()
            + ": " + summary(rv) + (fromDir ? " (kept from the earlier run)"
                : " (" + minutes(Duration.between(rowStart, Instant.now())) + left + ")"));
        progress.flush();
        if (Thread.currentThread().isInterrupted()) break;
      }
    }
    CheckReport report = new CheckReport(matrix.name(), header, rows, cases, verdicts, true);
    save(dir, report);
    return report;
  }

  private Map<String, Object> header(List<Row> rows, List<Case> cases) {
    Map<String, Object> h = new LinkedHashMap<>();
    h.put("format", FORMAT);
    h.put("matrix", matrix.name());
    h.put("description", matrix.description());
    h.put("started", Instant.now().toString());
    h.put("processes", List.of(RunProcess.current()));
    if (!command.isEmpty()) h.put("command", command);
    h.put("wirebench", RunInfo.wirebenchVersion());
    h.put("commit", RunInfo.gitCommit());
    h.put("machine", RunInfo.machine());
    h.put("jvm", Map.of("java", jvm.java(), "version", jvm.version()));
    Map<String, Object> bounds = new LinkedHashMap<>();
    bounds.put("caseTimeoutSeconds", runner.timeoutSeconds());
    bounds.put("heap", runner.heap());
    h.put("bounds", bounds);
    Map<String, Object> opts = new LinkedHashMap<>();
    opts.put("codecs", options.codecs());
    opts.put("cases", options.cases());
    opts.put("corpus", options.corpus() == null ? null : options.corpus().toString());
    opts.put("datasets", options.datasets());
    h.put("options", opts);
    return h;
  }

  /**
   * The cases a {@code --cases} list selects (ids, or regular expressions over them), in the
   * matrix's order; all of them for null.
   *
   * @throws io.wirebench.core.BadInputException for a name that is no case, or a list that selects none
   */
  static List<Case> selected(List<Case> all, String list) {
    if (list == null) return all;
    List<String> ids = all.stream().map(Case::id).toList();
    java.util.Set<String> chosen = new java.util.HashSet<>(io.wirebench.core.Names.select(list, "case", ids));
    return all.stream().filter(c -> chosen.contains(c.id())).toList();
  }

  /**
   * Writes the shared record (run.json, kind {@code check}) and checks.json, each whole and then
   * moved into place, so a reader never sees half a file.
   */
  static void save(Path dir, CheckReport report) throws IOException {
    saveShared(dir, report);
    report.write(dir.resolve("checks.json"));
  }

  private static void saveShared(Path dir, CheckReport report) throws IOException {
    ResultFile.writeJson(dir.resolve(KindRecord.FILE), record(report));
  }

  /** The codecs, loaded once: the record is saved after every row. */
  private static final class Registry {
    static final io.wirebench.core.Codecs CODECS = io.wirebench.core.Codecs.load();
  }

  /** A matrix's verdicts as the shared record (kind {@code check}). */
  static RunRecord record(CheckReport report) {
    List<io.wirebench.core.CodecInfo> codecs = report.rows().stream().map(Row::id).map(Registry.CODECS::find)
        .flatMap(java.util.Optional::stream).map(c -> c.info()).toList();
    List<RunRecord.DatasetRecord> cases = report.cases().stream()
        .map(c -> new RunRecord.DatasetRecord(c.id(), c.description())).toList();
    @SuppressWarnings("unchecked")
    Map<String, Object> jvm = (Map<String, Object>) report.header().getOrDefault("jvm", Map.of());
    JvmInfo j = JvmInfo.current();
    String started = String.valueOf(report.header().getOrDefault("started", Instant.now().toString()));
    RunRecord.Header h = KindRecord.header("check", command(report), Instant.parse(started),
        new RunRecord.JvmRecord(String.valueOf(jvm.getOrDefault("java", j.java())), String.valueOf(jvm.getOrDefault(
            "version", j.version())), j.vendor(), j.vmName(), j.vmVersion(), List.of(), null, null), codecs, cases,
        CheckRecord.setup(report));
    for (RunRecord.ProcessRecord p : processes(report)) h = h.withProcess(p);
    String status = report.complete() ? "complete" : Thread.currentThread().isInterrupted() ? "interrupted" : "running";
    return new RunRecord(RunRecord.FORMAT_VERSION, h, status, report.complete() ? Instant.now().toString() : null, 0,
        List.of(), List.of(), null, Map.of(), List.of(), CheckRecord.cells(report));
  }

  /** The processes that worked on the check, from its header (none in files written before they were recorded). */
  private static List<RunRecord.ProcessRecord> processes(CheckReport report) {
    Object ps = report.header().get("processes");
    if (ps == null) return List.of();
    return ResultFile.MAPPER.convertValue(ps, ResultFile.MAPPER.getTypeFactory()
        .constructCollectionType(List.class, RunRecord.ProcessRecord.class));
  }

  @SuppressWarnings("unchecked")
  private static List<String> command(CheckReport report) {
    Object c = report.header().get("command");
    return c instanceof List ? (List<String>) c : List.of("wirebench", "check", report.matrix());
  }

  static String summary(List<CaseVerdict> vs) {
    Map<Outcome, Integer> n = new java.util.EnumMap<>(Outcome.class);
    for (CaseVerdict v : vs) n.merge(v.outcome(), 1, Integer::sum);
    List<String> parts = new ArrayList<>();
    n.forEach((o, k) -> parts.add(k + " " + o.label()));
    return String.join(", ", parts);
  }

  static String minutes(Duration d) {
    long s = d.toSeconds();
    return s < 60 ? s + " s" : (s / 60) + "m" + String.format("%02d", s % 60) + "s";
  }
}
