package io.wirebench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the CLI in-process and captures what it prints. */
final class Cli {
  final int exit;
  final String out;
  final String err;

  private Cli(int exit, String out, String err) {
    this.exit = exit;
    this.out = out;
    this.err = err;
  }

  static Cli run(String... args) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = Main.run(args, new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
    return new Cli(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
  }

  @Override public String toString() {
    return "exit " + exit + "\n--- out\n" + out + "\n--- err\n" + err;
  }
}
