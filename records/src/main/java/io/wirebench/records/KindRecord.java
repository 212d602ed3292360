package io.wirebench.records;

import io.wirebench.core.CodecInfo;
import io.wirebench.core.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code run.json} of a kind other than speed ({@code sizes}, {@code memory}, {@code http},
 * {@code check}): the same {@link RunRecord} that {@code run} writes, with the kind's settings in
 * the header's {@code setup} and its figures as cell metrics, so that {@code report} and
 * {@code compare} read every kind alike. Rewritten after every cell ({@link #save}); its status
 * says whether the work completed, is still running, or was stopped.
 */
public final class KindRecord {
  /** The shared record's file name in every run directory. */
  public static final String FILE = "run.json";

  private final Path dir;
  private RunRecord.Header header;
  private List<RunRecord.GateRecord> gate = List.of();
  private List<NotMeasured> notMeasured = List.of();

  /**
   * A record for {@code dir} (created).
   *
   * @param kind the command ({@code memory}, {@code http}, ...)
   * @param command the command line as typed
   * @param jvm the JVM the measurements ran on (a child's, where they ran in one), with the flags they shared
   * @param codecs the codecs measured
   * @param datasets the data sets: id and description
   * @param setup the kind's settings
   */
  public KindRecord(Path dir, String kind, List<String> command, RunRecord.JvmRecord jvm, List<CodecInfo> codecs,
      List<RunRecord.DatasetRecord> datasets, Map<String, Object> setup) throws IOException {
    Files.createDirectories(dir);
    this.dir = dir;
    this.header = header(kind, command, Instant.now(), jvm, codecs, datasets, setup).withProcess(RunProcess.current());
  }

  /**
   * Continues the record of an earlier run of the same plan ({@code --resume}): its start time and
   * the processes that worked on it are kept, this one last.
   */
  public synchronized void continuing(RunRecord.Header earlier) {
    header = header.continuing(earlier);
  }

  /** Records the machine check made before measuring, as {@code machine.noise}. */
  public synchronized void machineCheck(Map<String, Object> noise) {
    header = header.withMachineCheck(noise);
  }

  /** The header as it is written. */
  public synchronized RunRecord.Header header() {
    return header;
  }

  /** The header of a run of a kind other than speed: no profile, statistic or JMH. */
  public static RunRecord.Header header(String kind, List<String> command, Instant started, RunRecord.JvmRecord j,
      List<CodecInfo> codecs, List<RunRecord.DatasetRecord> datasets, Map<String, Object> setup) {
    List<RunRecord.CodecRecord> cs = new ArrayList<>();
    for (CodecInfo i : codecs) cs.add(codec(i));
    return new RunRecord.Header(RunInfo.wirebench(),
        kind, List.copyOf(command), started.toString(), null, null, 0, RunInfo.machine(), j, List.of(j), null, false,
        List.copyOf(datasets), cs, setup);
  }

  /** A codec's identity, library version and configuration, as every kind records it. */
  public static RunRecord.CodecRecord codec(CodecInfo i) {
    io.wirebench.core.CodecVariant v = io.wirebench.core.CodecVariant.parse(i.id());
    return new RunRecord.CodecRecord(i.id(), i.library(), i.version(), i.format(), i.mediaType(), i.binding().label(),
        i.family().label(), i.config(), i.notes(), i.jvmArgs(), i.refusesTrailingBytes(), i.readsOnly(), List.of(),
        List.of(), i.dialect(), v.base(), null, i.artifact(), List.of());
  }

  /** Records the gate's verdicts (they are saved with the next {@link #save}). */
  public synchronized void gate(List<Verdict> verdicts) {
    List<RunRecord.GateRecord> g = new ArrayList<>();
    for (Verdict v : verdicts) g.add(RunRecord.GateRecord.of(v));
    gate = g;
  }

  /** Records what was selected but will not be measured, and why. */
  public synchronized void notMeasured(List<NotMeasured> list) {
    notMeasured = List.copyOf(list);
  }

  /** Writes run.json with {@code cells} as they stand; {@code status} is running, complete or interrupted. */
  public synchronized void save(String status, List<RunRecord.CellRecord> cells) throws IOException {
    ResultFile.writeJson(dir.resolve(FILE), new RunRecord(RunRecord.FORMAT_VERSION, header, status,
        "running".equals(status) ? null : Instant.now().toString(), 0, gate, notMeasured, null, Map.of(), List.of(),
        List.copyOf(cells)));
  }

  /** The directory. */
  public Path dir() {
    return dir;
  }
}
