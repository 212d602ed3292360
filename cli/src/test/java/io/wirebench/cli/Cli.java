package io.wirebench.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the CLI in-process and captures what it prints. */
final class Cli {
  final int exit;
  final String out;
  final String err;
  /** Standard output as bytes (for commands that write binary). */
  final byte[] outBytes;

  private Cli(int exit, byte[] out, String err) {
    this.exit = exit;
    this.outBytes = out;
    this.out = new String(out, StandardCharsets.UTF_8);
    this.err = err;
  }

  static Cli run(String... args) {
    return pipe(new byte[0], args);
  }

  /** Runs with {@code stdin} as standard input. */
  static Cli pipe(byte[] stdin, String... args) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = Main.run(args, new ByteArrayInputStream(stdin), new PrintStream(o, true, StandardCharsets.UTF_8),
        new PrintStream(e, true, StandardCharsets.UTF_8));
    return new Cli(code, o.toByteArray(), e.toString(StandardCharsets.UTF_8));
  }

  @Override public String toString() {
    return "exit " + exit + "\n--- out\n" + out + "\n--- err\n" + err;
  }
}
