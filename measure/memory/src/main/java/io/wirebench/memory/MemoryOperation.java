package io.wirebench.memory;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.memory.MemoryCell.Target;
import io.wirebench.server.LargeResponseServer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The measured operation: binds the codec anew (so no buffer a binding keeps from an earlier run
 * helps a later one), then writes the source to the target or reads a value from it.
 */
abstract class MemoryOperation {
  private static final Pattern SIZED = Pattern.compile(".*:(\\d+)x(\\d+)");
  final Supplier<Binding<Object>> bind;

  private MemoryOperation(Supplier<Binding<Object>> bind) {
    this.bind = bind;
  }

  /** What one run produced: the payload size and, for a read, the value (kept until measured). */
  record Done(long payloadBytes, Object value) {}

  abstract Done run(Binding<Object> b) throws Exception;

  /** Checks a value read (its shape; the codec contract proves exactness on small data sets). */
  void check(Object value) throws IOException {}

  static MemoryOperation write(Supplier<Binding<Object>> bind, Target target, Path file) {
    return new MemoryOperation(bind) {
      @Override Done run(Binding<Object> b) throws Exception {
        Object v = b.sample();
        switch (target) {
          case DISCARD: {
            MemorySinks.Discard d = new MemorySinks.Discard();
            b.write(v, d);
            return new Done(d.count, null);
          }
          case FILE: {
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            b.writeFile(v, tmp);
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return new Done(Files.size(file), null);
          }
          default: {
            try (MemorySinks.Loopback l = MemorySinks.Loopback.drained()) {
              MemorySinks.Chunked body = new MemorySinks.Chunked(l.out());
              b.write(v, body);
              body.close();
              l.awaitPeer();
              return new Done(body.body, null);
            }
          }
        }
      }
    };
  }

  /**
   * A write as one GET response of {@code server}, which serves each run's fresh binding (its
   * sample is the source: the server holds no copy). The server was started, and its first
   * request served, before the search: its own heap is part of the baseline, not of the need.
   */
  static MemoryOperation jaxrs(Supplier<Binding<Object>> bind, LargeResponseServer server, Codec codec, DataSet<?> ds) {
    return new MemoryOperation(bind) {
      @Override Done run(Binding<Object> b) throws Exception {
        server.serve(codec, ds, b);
        try {
          return new Done(server.get(), null);
        } finally {
          server.clear(); // what stays referenced after the response is the stack's, not ours
        }
      }
    };
  }

  static MemoryOperation read(Supplier<Binding<Object>> bind, Target target, Path file, String dataSet) {
    return new MemoryOperation(bind) {
      @Override Done run(Binding<Object> b) throws Exception {
        long size = Files.size(file);
        if (target == Target.FILE) return new Done(size, b.readFile(file));
        try (MemorySinks.Loopback l = MemorySinks.Loopback.sending(file)) {
          InputStream in = l.in();
          return new Done(size, b.read(in));
        }
      }

      @Override void check(Object value) throws IOException {
        Matcher m = SIZED.matcher(dataSet);
        if (!(value instanceof DecimalMatrix d) || !m.matches()) return;
        int rows = Integer.parseInt(m.group(1));
        int cols = Integer.parseInt(m.group(2));
        if (d.getRows().size() != rows || d.getRows().get(rows - 1).size() != cols) {
          throw new IOException("read back " + d + ", not " + rows + "x" + cols);
        }
      }
    };
  }

}
