package io.wirebench.cli;

import io.wirebench.records.Format;
import io.wirebench.records.Outcome;
import io.wirebench.records.SavedRun;
import io.wirebench.report.Answer;
import io.wirebench.report.KindTables;
import java.io.PrintWriter;
import java.util.function.Function;

/**
 * The end of a measuring command whose driver has saved its run: the kind's tables and the answer,
 * read back from the record as {@code report} reads it, then the command's closing line. A driver
 * prints its progress and never the answer; the command joins it to the presentation.
 */
final class Answered {
  private Answered() {}

  /** Prints the tables, the answer and {@code closing}'s line for a run that saved a directory; the exit code. */
  static int print(Outcome o, Function<Outcome, String> closing, PrintWriter w) {
    if (o.dir() != null) {
      SavedRun saved = null;
      try {
        saved = SavedRun.read(o.dir());
      } catch (RuntimeException e) {
        Answer.print(o.dir(), w); // says in one line what cannot be read, and where 'report' shows the tables
      }
      if (saved != null) {
        KindTables.print(saved, w);
        Answer.print(saved, w);
      }
      w.println(closing.apply(o));
      w.flush();
    }
    return o.exitCode();
  }

  /** "measured in 1m02s; results in DIR/FILE". */
  static Function<Outcome, String> measuredIn(String file) {
    return o -> "measured in " + Format.duration(o.seconds()) + "; results in " + o.dir().resolve(file);
  }

  /** "12 cells in 1m02s; saved DIR/FILE". */
  static Function<Outcome, String> cellsIn(String file) {
    return o -> o.cells() + " cells in " + Format.duration(o.seconds()) + "; saved " + o.dir().resolve(file);
  }
}
