-- The results store, version 1 (docs/history.md). One portable script for SQLite and PostgreSQL:
-- TEXT, BIGINT, INTEGER and DOUBLE PRECISION only, natural keys (no auto-increment, whose syntax
-- differs), and no ON DELETE CASCADE (SQLite enforces foreign keys only when asked): a replaced run
-- is deleted table by table, in one transaction. A later change is a new V2__... script; Flyway
-- applies the scripts a store lacks, in order, and records them in wirebench_schema_history.

-- One stored run: one run.json (or a detail file an older wirebench wrote).
CREATE TABLE runs (
  id                  VARCHAR(64) NOT NULL PRIMARY KEY, -- SHA-256 of kind, started, command and machine: the same run, however often imported
  record_hash         VARCHAR(64) NOT NULL,             -- SHA-256 of the whole record: a run that changed since (resumed, finished) replaces its old self
  name                TEXT NOT NULL,                    -- the run directory's name (20260101-120000, memory-...)
  dir                 TEXT NOT NULL,                    -- the run directory's absolute path when it was stored
  kind                VARCHAR(32) NOT NULL,             -- run, files, selfcheck, overhead, sizes, memory, http, check
  command             TEXT NOT NULL,                    -- the command line as typed
  started             VARCHAR(40) NOT NULL,             -- ISO-8601 instant (sorts as text)
  finished            VARCHAR(40),
  status              VARCHAR(32),                      -- complete, interrupted, running (a run killed mid-way)
  format_version      INTEGER NOT NULL,
  wirebench_version   TEXT,
  wirebench_commit    TEXT,                             -- with -dirty for uncommitted changes
  machine_fingerprint VARCHAR(64) NOT NULL,             -- SHA-256 of cpu, cores, memory in GiB and os (not the host name)
  hostname            TEXT,
  machine             TEXT NOT NULL,                    -- the record's machine, as JSON
  jvm_version         TEXT,
  jvm_vendor          TEXT,
  jvm_label           TEXT,
  jvm                 TEXT,                             -- the record's jvm, as JSON
  stored              VARCHAR(40) NOT NULL              -- when this store took it
);
CREATE INDEX runs_by_started ON runs (started);

-- One cell of a run, with what it must share with another run's cell to be compared with it.
CREATE TABLE cells (
  run_id          VARCHAR(64) NOT NULL REFERENCES runs (id),
  cell_key        TEXT NOT NULL,                        -- op/target/codec/dataset
  op              TEXT,
  target          TEXT,
  codec           TEXT,
  dataset         TEXT,
  status          VARCHAR(32),                          -- done, failed, missing, gap, needs-more, ...
  message         TEXT,
  library         TEXT,
  library_version TEXT,                                 -- the version of the codec's library that ran
  dataset_hash    VARCHAR(64),                          -- SHA-256 of the data set's canonical JSON; null: unknown
  jvm_version     TEXT,                                 -- the JVM this cell ran on (a codec@jdkN variant's own)
  jvm_vendor      TEXT,
  jvm_label       TEXT,
  encoded_bytes   BIGINT,
  PRIMARY KEY (run_id, cell_key)
);
CREATE INDEX cells_by_key ON cells (cell_key);

-- One metric of a cell: its value and intervals as run.json holds them.
CREATE TABLE metric_values (
  run_id    VARCHAR(64) NOT NULL,
  cell_key  TEXT NOT NULL,
  metric    VARCHAR(64) NOT NULL,                       -- throughput, timePerOp, beyondInput, requestsPerSecond, ...
  value     DOUBLE PRECISION,
  low       DOUBLE PRECISION,                           -- the 95% rerun interval
  high      DOUBLE PRECISION,
  mean_low  DOUBLE PRECISION,                           -- the 95% confidence interval of the mean
  mean_high DOUBLE PRECISION,
  df        DOUBLE PRECISION,
  unit      TEXT,
  better    VARCHAR(8),                                 -- higher or lower
  PRIMARY KEY (run_id, cell_key, metric),
  FOREIGN KEY (run_id, cell_key) REFERENCES cells (run_id, cell_key)
);

-- The forks of a cell of a speed kind: each fork's mean throughput (ops/s), the independent samples.
CREATE TABLE fork_values (
  run_id   VARCHAR(64) NOT NULL,
  cell_key TEXT NOT NULL,
  fork     INTEGER NOT NULL,                            -- 0, 1, ... in the record's order
  mean     DOUBLE PRECISION NOT NULL,                   -- ops/s over the iterations the fork's value uses
  used     INTEGER NOT NULL,                            -- 1 when the cell's figures use it
  PRIMARY KEY (run_id, cell_key, fork),
  FOREIGN KEY (run_id, cell_key) REFERENCES cells (run_id, cell_key)
);
