package io.wirebench.memory;

import java.util.Locale;

/**
 * One measurement of the memory command: a codec writing or reading one data set through one
 * target, in a JVM of its own.
 *
 * @param codec the codec id
 * @param dataSet the data set id ({@code decimal-matrix:ROWSxCOLS})
 * @param op write (the source object graph to the target) or read (the target to a value)
 * @param target where the bytes go or come from
 */
public record MemoryCell(String codec, String dataSet, Op op, Target target) {

  /** The two operations; a write's input is the source value, a read's the bytes on the target. */
  public enum Op {
    WRITE, READ;

    public String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Where the bytes go: nowhere, a file on disk, a loopback socket drained by another thread, or a JAX-RS response. */
  public enum Target {
    /** Writes only: a stream that counts and drops every byte. */
    DISCARD(true, false, "a stream that counts and drops the bytes"),
    /** A file in the run's work directory, through the codec's file path. */
    FILE(true, true, "a file on disk, through the codec's own file path (or a 64 KB buffered stream)"),
    /**
     * A loopback socket: a write goes through an HTTP/1.1 chunked sink of 4 KB chunks (a response
     * without Content-Length) and another thread drains it 4 KB at a time; a read takes the
     * encoded file as another thread streams it.
     */
    SOCKET(true, true, "a loopback socket: writes as HTTP chunked 4 KB chunks, drained 4 KB at a time; "
        + "reads as another thread streams the file"),
    /**
     * Writes only: one GET response from the server {@code wirebench http} runs (Jersey on
     * Grizzly, the generic message body provider) in the cell's JVM, to a client that reads it 4 KB
     * at a time: the server's peak memory for one large response, buffered vs streaming.
     */
    JAXRS(true, false, "writes only: one GET response through wirebench http's server (Jersey on Grizzly, "
        + "the generic provider, chunked past 8 KB) to a client reading 4 KB at a time");

    private final boolean write;
    private final boolean read;
    private final String description;

    Target(boolean write, boolean read, String description) {
      this.write = write;
      this.read = read;
      this.description = description;
    }

    public boolean supports(Op op) {
      return op == Op.WRITE ? write : read;
    }

    public String description() {
      return description;
    }

    public String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** "jackson-databind · decimal-matrix:100x10 · write file". */
  public String label() {
    return codec + " · " + dataSet + " · " + op.label() + " " + target.label();
  }
}
