package io.wirebench.store;

import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/** A run's record as the store's rows: its run, its cells with their keys, metric values and forks. */
final class Rows {
  private final SavedRun run;
  private final RunRecord record;
  private final RunRecord.Header h;
  private final String runId;
  private final String recordHash;

  private Rows(SavedRun run) {
    this.run = run;
    this.record = run.record();
    this.h = record.header();
    if (h == null || h.started() == null) {
      throw new IllegalArgumentException(run.dir() + " has no start time in its record, so it cannot be placed in a "
          + "history");
    }
    this.runId = Keys.runId(h);
    this.recordHash = Keys.recordHash(record);
  }

  static Rows of(SavedRun run) {
    return new Rows(run);
  }

  String runId() {
    return runId;
  }

  String recordHash() {
    return recordHash;
  }

  String name() {
    return run.name();
  }

  int cellCount() {
    return record.cells().size();
  }

  void insert(Connection db) throws SQLException {
    Map<String, String> wb = h.wirebench() == null ? Map.of() : h.wirebench();
    RunRecord.JvmRecord jvm = h.jvm();
    try (PreparedStatement p = db.prepareStatement("INSERT INTO runs (id, record_hash, name, dir, kind, command, "
        + "started, finished, status, format_version, wirebench_version, wirebench_commit, machine_fingerprint, "
        + "hostname, machine, jvm_version, jvm_vendor, jvm_label, jvm, stored) "
        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      int i = 0;
      p.setString(++i, runId);
      p.setString(++i, recordHash);
      p.setString(++i, run.name());
      p.setString(++i, run.dir().toAbsolutePath().normalize().toString());
      p.setString(++i, Keys.kind(h));
      p.setString(++i, h.command() == null ? "" : String.join(" ", h.command()));
      p.setString(++i, h.started());
      p.setString(++i, record.finished());
      p.setString(++i, record.status());
      p.setInt(++i, record.formatVersion());
      p.setString(++i, wb.get("version"));
      // an http.json of format 1 names it "commit"
      p.setString(++i, wb.getOrDefault("gitCommit", wb.get("commit")));
      p.setString(++i, Keys.fingerprint(h.machine()));
      p.setString(++i, h.machine() == null ? null : Objects.toString(h.machine().get("hostname"), null));
      p.setString(++i, Keys.json(h.machine() == null ? Map.of() : h.machine()));
      p.setString(++i, jvm == null ? null : jvm.version());
      p.setString(++i, jvm == null ? null : jvm.vendor());
      p.setString(++i, jvm == null ? null : jvm.label());
      p.setString(++i, jvm == null ? null : Keys.json(jvm));
      p.setString(++i, Instant.now().toString());
      p.executeUpdate();
    }
    insertCells(db);
  }

  private void insertCells(Connection db) throws SQLException {
    Map<String, RunRecord.CodecRecord> codecs = new HashMap<>();
    if (h.codecs() != null) for (RunRecord.CodecRecord c : h.codecs()) codecs.put(c.id(), c);
    Map<String, String> datasetHashes = new HashMap<>();
    if (h.datasets() != null) for (RunRecord.DatasetRecord d : h.datasets()) datasetHashes.put(d.id(), d.contentHash());
    try (PreparedStatement cell = db.prepareStatement("INSERT INTO cells (run_id, cell_key, op, target, codec, dataset, "
        + "status, message, library, library_version, dataset_hash, jvm_version, jvm_vendor, jvm_label, encoded_bytes) "
        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        PreparedStatement metric = db.prepareStatement("INSERT INTO metric_values (run_id, cell_key, metric, value, low, "
            + "high, mean_low, mean_high, df, unit, better) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        PreparedStatement fork = db.prepareStatement("INSERT INTO fork_values (run_id, cell_key, fork, mean, used) "
            + "VALUES (?, ?, ?, ?, ?)")) {
      for (RunRecord.CellRecord c : record.cells()) {
        RunRecord.CodecRecord codec = codec(codecs, c.codec());
        RunRecord.JvmRecord jvm = jvmOf(codec);
        int i = 0;
        cell.setString(++i, runId);
        cell.setString(++i, c.key());
        cell.setString(++i, c.op());
        cell.setString(++i, c.target());
        cell.setString(++i, c.codec());
        cell.setString(++i, c.dataset());
        cell.setString(++i, c.status());
        cell.setString(++i, c.message());
        cell.setString(++i, codec == null ? null : codec.library());
        cell.setString(++i, codec == null ? null : codec.version());
        cell.setString(++i, datasetHashes.get(c.dataset()));
        cell.setString(++i, jvm == null ? null : jvm.version());
        cell.setString(++i, jvm == null ? null : jvm.vendor());
        cell.setString(++i, jvm == null ? null : jvm.label());
        cell.setLong(++i, c.encodedBytes());
        cell.addBatch();
        if (c.metrics() != null) {
          for (Map.Entry<String, RunRecord.MetricValue> e : c.metrics().entrySet()) {
            RunRecord.MetricValue v = e.getValue();
            if (v == null) continue;
            int j = 0;
            metric.setString(++j, runId);
            metric.setString(++j, c.key());
            metric.setString(++j, e.getKey());
            for (Double d : java.util.Arrays.asList(v.value(), v.low(), v.high(), v.meanLow(), v.meanHigh(), v.df())) {
              if (d == null || d.isNaN() || d.isInfinite()) {
                metric.setNull(++j, Types.DOUBLE);
              } else {
                metric.setDouble(++j, d);
              }
            }
            metric.setString(++j, v.unit());
            metric.setString(++j, v.higherIsBetter() ? "higher" : "lower");
            metric.addBatch();
          }
        }
        if (c.forks() != null) {
          for (int f = 0; f < c.forks().size(); f++) {
            RunRecord.ForkRecord fr = c.forks().get(f);
            fork.setString(1, runId);
            fork.setString(2, c.key());
            fork.setInt(3, f);
            fork.setDouble(4, fr.mean());
            fork.setInt(5, fr.used() ? 1 : 0);
            fork.addBatch();
          }
        }
      }
      cell.executeBatch();
      metric.executeBatch();
      fork.executeBatch();
    }
  }

  /** A cell's codec: its id, or for an HTTP row ({@code codec:kryo}, {@code raw:kryo}) the codec after the colon. */
  private static RunRecord.CodecRecord codec(Map<String, RunRecord.CodecRecord> codecs, String id) {
    if (id == null) return null;
    RunRecord.CodecRecord c = codecs.get(id);
    return c != null || id.indexOf(':') < 0 ? c : codecs.get(id.substring(id.indexOf(':') + 1));
  }

  /** The JVM a codec's cells ran on: its {@code @jdkN} variant's, else the run's. */
  private RunRecord.JvmRecord jvmOf(RunRecord.CodecRecord codec) {
    if (codec != null && codec.jvm() != null && h.jvms() != null) {
      for (RunRecord.JvmRecord j : h.jvms()) if (codec.jvm().equals(j.label())) return j;
    }
    return h.jvm();
  }
}
