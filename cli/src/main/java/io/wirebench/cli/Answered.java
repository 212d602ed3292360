package io.wirebench.cli;

import io.wirebench.records.Outcome;
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
      KindTables.print(o.dir(), w);
      Answer.print(o.dir(), w);
      w.println(closing.apply(o));
      w.flush();
    }
    return o.exitCode();
  }
}
