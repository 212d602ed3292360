package io.wirebench.store;

import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;

/**
 * The results store: every run's final record in one database, SQLite by default, PostgreSQL for a
 * team (docs/history.md). Opening it brings its schema up to date with Flyway (the versioned scripts
 * under {@code db/store}); {@link #write} stores a run in one transaction, once however often it is
 * given; the queries feed {@code wirebench history}.
 */
public final class Store implements AutoCloseable {
  /** Flyway's own table: named for wirebench, so a shared PostgreSQL database keeps other tools' apart. */
  static final String SCHEMA_TABLE = "wirebench_schema_history";

  private final StoreLocation where;
  private final Connection db;

  private Store(StoreLocation where, Connection db) {
    this.where = where;
    this.db = db;
  }

  /**
   * Opens the store, creating it (an SQLite file and its directory) or migrating its schema as
   * needed.
   *
   * @throws StoreException naming the store and the cause (no server, wrong password, a file that is
   *     not a database)
   */
  public static Store open(StoreLocation where) {
    try {
      Path file = where.file();
      if (file != null && file.getParent() != null) Files.createDirectories(file.getParent());
      Connection db = DriverManager.getConnection(where.url(), where.properties());
      try {
        if (where.sqlite()) {
          // a file that is no database fails here at once (Flyway would retry for ten seconds)
          try (var s = db.createStatement()) {
            s.executeQuery("SELECT count(*) FROM sqlite_master").close();
          }
        }
        Flyway.configure(Store.class.getClassLoader())
            .dataSource(where.url(), where.user(), where.password())
            .locations("classpath:db/store")
            .table(SCHEMA_TABLE)
            .load()
            .migrate();
        return new Store(where, db);
      } catch (SQLException | RuntimeException e) {
        db.close();
        throw e;
      }
    } catch (IOException | SQLException | RuntimeException e) {
      throw new StoreException(where, "cannot open the store", e);
    }
  }

  /** What {@link #write} did with a run. */
  public enum Outcome {
    /** a run the store did not have */
    STORED,
    /** a run the store had, whose record has changed since (resumed, finished): the new record replaced it */
    UPDATED,
    /** a run the store had as it is: nothing written */
    UNCHANGED
  }

  /** What {@link #write} did, with the run's id, name and cell count. */
  public record Written(Outcome outcome, String runId, String name, int cells) {}

  /**
   * Stores a run's record in one transaction: a run the store already holds as it is is left alone,
   * one whose record changed replaces its old self, so importing a directory twice stores it once.
   */
  public Written write(SavedRun run) {
    Rows rows = Rows.of(run);
    try {
      db.setAutoCommit(false);
      try {
        Outcome outcome = Outcome.STORED;
        try (PreparedStatement q = db.prepareStatement("SELECT record_hash FROM runs WHERE id = ?")) {
          q.setString(1, rows.runId());
          try (ResultSet r = q.executeQuery()) {
            if (r.next()) outcome = r.getString(1).equals(rows.recordHash()) ? Outcome.UNCHANGED : Outcome.UPDATED;
          }
        }
        if (outcome == Outcome.UPDATED) {
          for (String table : List.of("fork_values", "metric_values", "cells", "runs")) {
            try (PreparedStatement d = db.prepareStatement("DELETE FROM " + table
                + (table.equals("runs") ? " WHERE id = ?" : " WHERE run_id = ?"))) {
              d.setString(1, rows.runId());
              d.executeUpdate();
            }
          }
        }
        if (outcome != Outcome.UNCHANGED) rows.insert(db);
        db.commit();
        return new Written(outcome, rows.runId(), rows.name(), rows.cellCount());
      } catch (SQLException | RuntimeException e) {
        db.rollback();
        throw e;
      } finally {
        db.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw new StoreException(where, "cannot store " + run.dir() + " in", e);
    }
  }

  /**
   * A stored run, as history lists it; {@code jvm} is the version, vendor and label in one line;
   * {@code machineCheck} the verdict of the machine check before it (null: none) and
   * {@code wideSpeed} its wide probe's speed (NaN: unknown).
   */
  public record StoredRun(String id, String name, String dir, String kind, String started, String status,
      String commit, String fingerprint, String hostname, String jvm, String machineCheck, double wideSpeed) {}

  /** Every stored run, oldest first. */
  public List<StoredRun> runs() {
    List<StoredRun> out = new ArrayList<>();
    try (PreparedStatement q = db.prepareStatement("SELECT id, name, dir, kind, started, status, wirebench_commit, "
        + "machine_fingerprint, hostname, jvm_version, jvm_vendor, jvm_label, machine FROM runs ORDER BY started, id");
        ResultSet r = q.executeQuery()) {
      while (r.next()) {
        com.fasterxml.jackson.databind.JsonNode noise;
        try {
          noise = r.getString(13) == null ? null : Keys.CANONICAL.readTree(r.getString(13)).get("noise");
        } catch (IOException e) {
          noise = null; // a machine column this version cannot read: no check to show
        }
        boolean checked = noise != null && noise.hasNonNull("verdict");
        com.fasterxml.jackson.databind.JsonNode speed = checked ? noise.path("wide").path("perSecond") : null;
        out.add(new StoredRun(r.getString(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5),
            r.getString(6), r.getString(7), r.getString(8), r.getString(9),
            jvm(r.getString(10), r.getString(11), r.getString(12)), checked ? noise.get("verdict").asText() : null,
            speed != null && speed.isNumber() ? speed.asDouble() : Double.NaN));
      }
      return out;
    } catch (SQLException e) {
      throw new StoreException(where, "cannot read the runs of", e);
    }
  }

  /** The fastest stored machine check of one probe: its work per second, the run's name, and how many runs had one. */
  public record CheckSpeed(double perSecond, String run, int runs) {}

  /**
   * The fastest machine check of each probe ({@code wide} and {@code chain}, run.json's
   * {@code machine.noise}) among the stored runs of this host and machine (cpu, cores, memory, os)
   * whose probes ran in {@code probeJvm}, by probe name; a probe no such run had is absent.
   */
  public Map<String, CheckSpeed> fastestChecks(Map<String, Object> machine, String probeJvm) {
    Map<String, CheckSpeed> best = new HashMap<>();
    try (PreparedStatement q = db.prepareStatement("SELECT name, machine FROM runs WHERE machine_fingerprint = ? "
        + "AND hostname = ?")) {
      q.setString(1, Keys.fingerprint(machine));
      q.setString(2, java.util.Objects.toString(machine.get("hostname"), ""));
      try (ResultSet r = q.executeQuery()) {
        while (r.next()) {
          com.fasterxml.jackson.databind.JsonNode noise;
          try {
            noise = Keys.CANONICAL.readTree(r.getString(2)).path("noise");
          } catch (IOException e) {
            continue; // a machine column this version cannot read has no check to offer
          }
          if (!probeJvm.equals(noise.path("probeJvm").asText(null))) continue;
          for (String probe : List.of("wide", "chain")) {
            com.fasterxml.jackson.databind.JsonNode v = noise.path(probe).path("perSecond");
            if (!v.isNumber()) continue;
            CheckSpeed was = best.get(probe);
            int runs = was == null ? 1 : was.runs() + 1;
            best.put(probe, was == null || v.asDouble() > was.perSecond() ? new CheckSpeed(v.asDouble(), r.getString(1),
                runs) : new CheckSpeed(was.perSecond(), was.run(), runs));
          }
        }
      }
      return best;
    } catch (SQLException e) {
      throw new StoreException(where, "cannot read the machine checks of", e);
    }
  }

  /** Which cells a query takes: a cell key, or any of codec, data set, operation and target (null: any). */
  public record CellFilter(String cellKey, String codec, String dataset, String op, String target) {}

  /**
   * A stored cell's value of one metric, with what a cell must share to be compared with it:
   * its library's version, its data set's hash (null: unknown) and its JVM.
   *
   * @param value null when the cell has no value of the metric (not measured, failed)
   * @param forks each used fork's value of the metric (throughput and time per operation, from the
   *     forks' means), or null for a metric or kind without forks
   */
  public record StoredValue(String runId, String cellKey, String status, String libraryVersion, String datasetHash,
      String jvm, Double value, Double low, Double high, String unit, String better, double[] forks) {}

  /** Every stored cell that {@code filter} takes, with its value of {@code metric}. */
  public List<StoredValue> values(String metric, CellFilter filter) {
    StringBuilder sql = new StringBuilder(" WHERE 1 = 1");
    List<String> args = new ArrayList<>();
    add(sql, args, "c.cell_key", filter.cellKey());
    add(sql, args, "c.codec", filter.codec());
    add(sql, args, "c.dataset", filter.dataset());
    add(sql, args, "c.op", filter.op());
    add(sql, args, "c.target", filter.target());
    try {
      Map<String, List<Double>> forks = new HashMap<>();
      try (PreparedStatement q = db.prepareStatement("SELECT f.run_id, f.cell_key, f.mean FROM fork_values f JOIN "
          + "cells c ON c.run_id = f.run_id AND c.cell_key = f.cell_key" + sql + " AND f.used = 1 ORDER BY f.fork")) {
        bind(q, args, 0);
        try (ResultSet r = q.executeQuery()) {
          while (r.next()) forks.computeIfAbsent(r.getString(1) + "\n" + r.getString(2), k -> new ArrayList<>())
              .add(r.getDouble(3));
        }
      }
      List<StoredValue> out = new ArrayList<>();
      try (PreparedStatement q = db.prepareStatement("SELECT c.run_id, c.cell_key, c.status, c.library_version, "
          + "c.dataset_hash, c.jvm_version, c.jvm_vendor, c.jvm_label, m.value, m.low, m.high, m.unit, m.better "
          + "FROM cells c LEFT JOIN metric_values m ON m.run_id = c.run_id AND m.cell_key = c.cell_key "
          + "AND m.metric = ?" + sql + " ORDER BY c.cell_key")) {
        q.setString(1, metric);
        bind(q, args, 1);
        try (ResultSet r = q.executeQuery()) {
          while (r.next()) {
            List<Double> f = forks.get(r.getString(1) + "\n" + r.getString(2));
            out.add(new StoredValue(r.getString(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5),
                jvm(r.getString(6), r.getString(7), r.getString(8)), number(r, 9), number(r, 10), number(r, 11),
                r.getString(12), r.getString(13), forkValues(metric, f)));
          }
        }
      }
      return out;
    } catch (SQLException e) {
      throw new StoreException(where, "cannot read the cells of", e);
    }
  }

  /** The forks' values of a metric: throughput is their mean, time per operation its inverse; others have none. */
  private static double[] forkValues(String metric, List<Double> means) {
    if (means == null || means.isEmpty()) return null;
    if (metric.equals("throughput")) return means.stream().mapToDouble(Double::doubleValue).toArray();
    if (metric.equals("timePerOp")) return means.stream().mapToDouble(m -> 1 / m).toArray();
    return null;
  }

  private static void add(StringBuilder where, List<String> args, String column, String value) {
    if (value == null) return;
    where.append(" AND ").append(column).append(" = ?");
    args.add(value);
  }

  private static void bind(PreparedStatement q, List<String> args, int offset) throws SQLException {
    for (int i = 0; i < args.size(); i++) q.setString(offset + i + 1, args.get(i));
  }

  private static Double number(ResultSet r, int column) throws SQLException {
    double v = r.getDouble(column);
    return r.wasNull() ? null : v;
  }

  static String jvm(String version, String vendor, String label) {
    return (version == null ? "unknown" : version) + (vendor == null ? "" : " (" + vendor + ")")
        + (label == null ? "" : " label " + label);
  }

  /** Where the store is. */
  public StoreLocation location() {
    return where;
  }

  @Override public void close() {
    try {
      db.close();
    } catch (SQLException e) {
      throw new StoreException(where, "cannot close the store", e);
    }
  }
}
