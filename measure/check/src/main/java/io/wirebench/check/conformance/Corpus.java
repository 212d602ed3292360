package io.wirebench.check.conformance;

import io.wirebench.core.BadInputException;
import io.wirebench.records.checks.Case;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The documents of the conformance matrix: wirebench's own corpus (class path resources listed in
 * {@code conformance/index.tsv}, written by {@code scripts/conformance-corpus.py}), or a user's
 * directory whose file names start with {@code y_}, {@code n_} or {@code i_}.
 */
final class Corpus {
  static final String INDEX = "/conformance/index.tsv";

  private Corpus() {}

  /** The expectation a file's name gives: accept, reject, or either. */
  static String expectation(String name) {
    if (name.startsWith("y_")) return "accept";
    if (name.startsWith("n_")) return "reject";
    if (name.startsWith("i_")) return "either";
    return null;
  }

  /** The cases: one per document, its id the file name without ".json". */
  static List<Case> cases(Path dir) {
    return dir == null ? builtIn() : user(dir);
  }

  private static List<Case> builtIn() {
    List<Case> out = new ArrayList<>();
    try (InputStream in = Corpus.class.getResourceAsStream(INDEX)) {
      if (in == null) throw new IllegalStateException("the conformance corpus is missing from the class path: " + INDEX);
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] f = line.split("\t", 3);
        out.add(new Case(id(f[0]), f[1], f[2], expectation(f[0])));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static List<Case> user(Path dir) {
    List<Case> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path p : files.sorted().toList()) {
        if (!Files.isRegularFile(p)) continue;
        String name = p.getFileName().toString();
        if (name.startsWith(".")) continue;
        String exp = expectation(name);
        if (exp == null) {
          throw new BadInputException("--corpus " + dir + ": " + name + " does not say what it expects; name each "
              + "document y_* (must accept), n_* (must reject) or i_* (implementation-defined)");
        }
        out.add(new Case(id(name), "your corpus: " + name.substring(0, 1), name, exp));
      }
    } catch (IOException e) {
      throw new BadInputException("--corpus " + dir + " cannot be read: " + e.getMessage());
    }
    if (out.isEmpty()) {
      throw new BadInputException("--corpus " + dir + " holds no document; put y_*, n_* and i_* files in it");
    }
    return out;
  }

  private static String id(String file) {
    return file.endsWith(".json") ? file.substring(0, file.length() - 5) : file;
  }

  /** A document's bytes, exactly as stored. */
  static byte[] bytes(Path dir, Case c) throws IOException {
    if (dir != null) {
      Path p = dir.resolve(c.description());
      return Files.readAllBytes(p);
    }
    try (InputStream in = Corpus.class.getResourceAsStream("/conformance/" + c.id() + ".json")) {
      if (in == null) throw new IOException("no corpus file for " + c.id());
      return in.readAllBytes();
    }
  }
}
