package io.wirebench.store;

import io.wirebench.core.BadInputException;
import io.wirebench.records.KindRecord;
import io.wirebench.records.LegacyRecord;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Stream;

/**
 * {@code wirebench import}: run directories that already exist, into the store. A directory that
 * holds run directories ({@code results/}, a study's) is searched for them. Every kind that
 * {@code report} reads is read the same way ({@link SavedRun}), older formats included.
 */
public final class Importer {
  /** How deep a directory of run directories is searched ({@code results/study-x/step}). */
  static final int DEPTH = 3;

  private Importer() {}

  /**
   * What became of one run directory.
   *
   * @param outcome {@code stored}, {@code updated}, {@code already stored} or {@code skipped}
   * @param detail the kind and cells, or why it was skipped
   */
  public record Line(String outcome, Path dir, String detail) {
    /** True when the directory was not stored. */
    public boolean skipped() {
      return outcome.equals("skipped");
    }
  }

  /** Stores every run directory in or under {@code paths}; one line per directory, in order. */
  public static List<Line> run(Store store, List<Path> paths) {
    List<Line> out = new ArrayList<>();
    for (Path p : paths) {
      List<Path> dirs = new ArrayList<>();
      find(p, 0, dirs);
      if (dirs.isEmpty()) {
        out.add(new Line("skipped", p, "no run directory there (no run.json, nor a detail file of an older "
            + "wirebench: " + String.join(", ", legacyFiles()) + ")"));
      }
      for (Path d : dirs) out.add(one(store, d));
    }
    return out;
  }

  private static Line one(Store store, Path dir) {
    SavedRun run;
    try {
      run = SavedRun.read(dir);
    } catch (BadInputException e) {
      return new Line("skipped", dir, e.getMessage());
    }
    try {
      Store.Written w = store.write(run);
      String what = run.record().header().kind() + ", " + w.cells() + " cells, " + run.record().status()
          + ", started " + run.record().header().started();
      return switch (w.outcome()) {
        case STORED -> new Line("stored", dir, what);
        case UPDATED -> new Line("updated", dir, what + "; its record had changed since it was stored");
        case UNCHANGED -> new Line("already stored", dir, what);
      };
    } catch (IllegalArgumentException e) {
      return new Line("skipped", dir, e.getMessage());
    }
  }

  /** A run directory: one with run.json or a detail file of an older wirebench. */
  public static boolean isRunDirectory(Path dir) {
    if (Files.isRegularFile(dir.resolve(KindRecord.FILE))) return true;
    for (String f : legacyFiles()) if (Files.isRegularFile(dir.resolve(f))) return true;
    return false;
  }

  private static void find(Path p, int depth, List<Path> out) {
    if (!Files.isDirectory(p)) return;
    if (isRunDirectory(p)) {
      out.add(p);
      return;
    }
    if (depth >= DEPTH) return;
    try (Stream<Path> children = Files.list(p)) {
      for (Path c : children.filter(Files::isDirectory).sorted().toList()) find(c, depth + 1, out);
    } catch (IOException e) {
      // an unreadable directory holds nothing to import; the summary says when nothing was found
    }
  }

  private static List<String> legacyFiles() {
    List<String> files = new ArrayList<>();
    for (LegacyRecord l : ServiceLoader.load(LegacyRecord.class)) files.add(l.file());
    return files;
  }
}
