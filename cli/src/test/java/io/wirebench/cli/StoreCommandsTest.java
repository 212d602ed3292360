package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results store from the command line: a measuring command stores its record (sizes, the
 * quickest to measure, stands for all: they share one hook), --no-store stores nothing, a failing
 * store costs one line and never the run, import loads older directories and says what it skipped,
 * and history reads it all back.
 */
class StoreCommandsTest {
  @TempDir Path tmp;

  private Cli sizes(String dir, String... store) {
    String[] args = {"sizes", "--codecs", "kryo,jackson-databind", "--datasets", "person", "--run-dir",
        tmp.resolve(dir).toString()};
    String[] all = java.util.Arrays.copyOf(args, args.length + store.length);
    System.arraycopy(store, 0, all, args.length, store.length);
    return Cli.run(all);
  }

  @Test
  void aMeasuringCommandStoresItsRecordAndHistoryAndImportReadItBack() {
    Path db = tmp.resolve("results/history.db");
    Cli r = sizes("sizes-1", "--store", db.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("stored in " + db + ": sizes-1 (")
        .contains("'wirebench history --metric raw' shows its trend"); // not throughput, history's first choice
    Cli h = Cli.run("history", "--store", db.toString(), "--codec", "kryo");
    assertThat(h.exit).as(h.toString()).isZero();
    assertThat(h.out).contains("history of raw (B)").contains("size/bytes/kryo/person").contains("sizes-1")
        .contains("left out: nothing");
    Cli again = Cli.run("import", "--store", db.toString(), tmp.resolve("sizes-1").toString());
    assertThat(again.exit).as(again.toString()).isZero();
    assertThat(again.out).contains("already stored").contains("0 stored, 1 already stored, 0 skipped");
  }

  @Test
  void noStoreWritesTheRunDirectoryAndNoStore() {
    Path db = tmp.resolve("history.db");
    Cli r = sizes("sizes-1", "--no-store");
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).doesNotContain("stored in");
    assertThat(tmp.resolve("sizes-1/run.json")).isRegularFile();
    assertThat(db).doesNotExist();
    assertThat(sizes("sizes-2", "--store", db.toString(), "--no-store").exit).isEqualTo(Main.USAGE);
  }

  @Test
  void aStoreThatFailsCostsOneLineAndNeitherTheRunNorTheExitCode() throws Exception {
    Path notes = Files.writeString(tmp.resolve("notes.db"), "my notes, not a database");
    Cli r = sizes("sizes-1", "--store", notes.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.err.lines().filter(l -> l.contains("not stored"))).singleElement().asString()
        .startsWith("wirebench sizes: the run was not stored in " + notes)
        .contains("'wirebench import " + tmp.resolve("sizes-1").toAbsolutePath());
    assertThat(tmp.resolve("sizes-1/run.json")).isRegularFile();
    assertThat(Files.readString(notes)).isEqualTo("my notes, not a database");
  }

  /** A memory directory of an older wirebench (memory.json alone) imports through the results model. */
  @Test
  void importLoadsAnOlderDirectoryAndSaysWhatItSkippedAndWhy() throws Exception {
    Path old = Files.createDirectories(tmp.resolve("results/memory-20250101-120000"));
    Files.writeString(old.resolve("memory.json"), """
        {"formatVersion": 1, "wirebench": "0.1.0", "gitCommit": "0123456789abcdef", "started": "2025-01-01T12:00:00Z",
         "machine": {"cpu": "Test CPU", "cores": 2, "memoryBytes": 25000000000, "os": "Linux", "hostname": "h"},
         "jvm": {"java": "/usr/bin/java", "version": "17.0.12", "vendor": "Eclipse Adoptium"},
         "settings": {"method": "halving"}, "codecs": {"kryo": "kryo 5.6.2"}, "status": "complete",
         "cells": [{"codec": "kryo", "dataSet": "person", "op": "write", "target": "discard", "status": "measured",
           "payloadBytes": 100, "needBytes": 4000000, "needLowBytes": 3000000, "valueBytes": -1,
           "beyondInputBytes": 4000000, "occupancyBytes": 1, "rssPeakBytes": 1, "rssGrowthBytes": 1, "seconds": 1.5,
           "probes": 3, "heapBytes": 134217728, "note": ""}]}
        """);
    Files.createDirectories(tmp.resolve("results/notes"));
    Path db = tmp.resolve("h.db");
    Cli r = Cli.run("import", "--store", db.toString(), tmp.resolve("results").toString(),
        tmp.resolve("results/notes").toString());
    assertThat(r.exit).as("a skipped directory exits 1: " + r).isEqualTo(1);
    assertThat(r.out).contains("stored          " + old + ": memory, 1 cells, complete")
        .contains("skipped         " + tmp.resolve("results/notes") + ": no run directory there")
        .contains("1 stored, 0 already stored, 1 skipped");
    Cli h = Cli.run("history", "--store", db.toString(), "--cell", "write/discard/kryo/person");
    assertThat(h.exit).as(h.toString()).isZero();
    assertThat(h.out).contains("history of beyondInput (B)").contains("memory-20250101-120000");
  }

  @Test
  void historyUsageErrorsExit2() throws Exception {
    Path db = tmp.resolve("none.db");
    assertThat(Cli.run("history", "--store", db.toString()).err).contains("no results store at " + db);
    assertThat(Cli.run("history", "--store", db.toString()).exit).isEqualTo(Main.USAGE);
    Cli bad = Cli.run("history", "--fail-on-change", "lots");
    assertThat(bad.exit).isEqualTo(Main.USAGE);
    assertThat(bad.err).contains("--fail-on-change lots is not a percentage");
    assertThat(Cli.run("history", "--cell", "write/bytes/gson/dbdata", "--codec", "gson").exit).isEqualTo(Main.USAGE);
    assertThat(Cli.run("import", tmp.resolve("missing").toString()).exit).isEqualTo(Main.USAGE);
  }
}
