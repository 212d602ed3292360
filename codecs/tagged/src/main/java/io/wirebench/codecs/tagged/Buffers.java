package io.wirebench.codecs.tagged;

import io.wirebench.core.LibraryVersion;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Properties;

/**
 * Per-thread buffers the codecs reuse between calls (a message is assembled in memory, since its
 * name table comes last and nested lengths are patched), and the module's version.
 */
final class Buffers {
  private static final ThreadLocal<ModelWriter> WRITER = ThreadLocal.withInitial(ModelWriter::new);
  private static final ThreadLocal<TaggedOutput> OUTPUT = ThreadLocal.withInitial(() -> new TaggedOutput(4096));
  private static final ThreadLocal<byte[][]> INPUT = ThreadLocal.withInitial(() -> new byte[][] {new byte[8192]});

  private Buffers() {}

  /** This thread's model writer (its {@code writeMessage} resets the buffer). */
  static ModelWriter writer() {
    ModelWriter w = WRITER.get();
    if (w.out.buf.length > TaggedOutput.KEEP_LIMIT) {
      w = new ModelWriter();
      WRITER.set(w);
    }
    return w;
  }

  /** This thread's output buffer for tree encoding, reset. */
  static TaggedOutput output() {
    TaggedOutput o = OUTPUT.get();
    if (o.buf.length > TaggedOutput.KEEP_LIMIT) {
      o = new TaggedOutput(4096);
      OUTPUT.set(o);
    }
    o.reset();
    return o;
  }

  /** Reads all of {@code in} into this thread's input buffer; returns the byte count. */
  static int readAll(InputStream in, byte[][] holder) throws IOException {
    byte[] b = holder[0];
    int n = 0;
    for (int r; (r = in.read(b, n, b.length - n)) >= 0; ) {
      n += r;
      if (n == b.length) {
        if (b.length >= Integer.MAX_VALUE - 16) {
          throw new IOException("a tagged message cannot exceed 2 GB");
        }
        b = Arrays.copyOf(b, (int) Math.min((long) b.length * 2, Integer.MAX_VALUE - 16));
        holder[0] = b;
      }
    }
    return n;
  }

  /** This thread's input buffer holder; {@code [0]} is the array, replaced as it grows. */
  static byte[][] input() {
    byte[][] h = INPUT.get();
    if (h[0].length > TaggedOutput.KEEP_LIMIT) {
      h[0] = new byte[8192];
    }
    return h;
  }

  /** The version of this module: from its jar, else from the filtered resource in its classes. */
  static String version() {
    String v = LibraryVersion.of(TaggedBinary.class, "io.wirebench", "wirebench-codecs-tagged");
    if (!"unknown".equals(v)) {
      return v;
    }
    try (InputStream in = TaggedBinary.class.getResourceAsStream("version.properties")) {
      Properties p = new Properties();
      if (in != null) p.load(in);
      return p.getProperty("version", "0.1.0-SNAPSHOT");
    } catch (IOException e) {
      return "0.1.0-SNAPSHOT";
    }
  }
}
