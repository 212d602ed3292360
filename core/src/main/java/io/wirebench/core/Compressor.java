package io.wirebench.core;

import com.github.luben.zstd.ZstdInputStream;
import com.github.luben.zstd.ZstdOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.InflaterInputStream;
import net.jpountz.lz4.LZ4FrameInputStream;
import net.jpountz.lz4.LZ4FrameOutputStream;
import org.xerial.snappy.SnappyFramedInputStream;
import org.xerial.snappy.SnappyFramedOutputStream;

/**
 * The compressors a codec can be wrapped in ({@code jackson-databind+gzip}). Each uses its
 * library's default level and the format's standard framing, so sizes match the command-line
 * tools: gzip and deflate level 6, zstd level 3, the LZ4 frame format, Snappy's framing format.
 */
public enum Compressor {
  GZIP("gzip, level 6 (java.util.zip)") {
    @Override public OutputStream wrap(OutputStream out) throws IOException {
      return new GZIPOutputStream(out, 8192);
    }
    @Override public InputStream wrap(InputStream in) throws IOException {
      return new GZIPInputStream(in, 8192);
    }
  },
  DEFLATE("zlib deflate, level 6 (java.util.zip)") {
    @Override public OutputStream wrap(OutputStream out) {
      return new DeflaterOutputStream(out, new Deflater(Deflater.DEFAULT_COMPRESSION), 8192) {
        @Override public void close() throws IOException {
          try {
            super.close();
          } finally {
            def.end();
          }
        }
      };
    }
    @Override public InputStream wrap(InputStream in) {
      return new InflaterInputStream(in);
    }
  },
  ZSTD("zstd level 3 (zstd-jni)") {
    @Override public OutputStream wrap(OutputStream out) throws IOException {
      return new ZstdOutputStream(out, 3);
    }
    @Override public InputStream wrap(InputStream in) throws IOException {
      return new ZstdInputStream(in);
    }
  },
  LZ4("LZ4 frame format, 64 KB blocks (lz4-java)") {
    @Override public OutputStream wrap(OutputStream out) throws IOException {
      return new LZ4FrameOutputStream(out);
    }
    @Override public InputStream wrap(InputStream in) throws IOException {
      return new LZ4FrameInputStream(in);
    }
  },
  SNAPPY("Snappy framing format (snappy-java)") {
    @Override public OutputStream wrap(OutputStream out) throws IOException {
      return new SnappyFramedOutputStream(out);
    }
    @Override public InputStream wrap(InputStream in) throws IOException {
      return new SnappyFramedInputStream(in);
    }
  };

  private final String description;

  Compressor(String description) {
    this.description = description;
  }

  /** A compressing stream over {@code out}; closing it finishes the frame and closes {@code out}. */
  public abstract OutputStream wrap(OutputStream out) throws IOException;

  /** A decompressing stream over {@code in}. */
  public abstract InputStream wrap(InputStream in) throws IOException;

  /** The suffix used in codec ids: {@code gzip}, {@code zstd}, ... */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Library, level and framing. */
  public String description() {
    return description;
  }

  /** Compresses a whole encoding, for size tables. */
  public byte[] compress(byte[] data) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, data.length / 4));
    try (OutputStream z = wrap(out)) {
      z.write(data);
    }
    return out.toByteArray();
  }

  /** The compressor with this label. */
  public static Compressor of(String label) {
    for (Compressor c : values()) {
      if (c.label().equals(label)) return c;
    }
    throw new UnknownNameException("compressor", label, labels());
  }

  /** Every label, in order. */
  public static List<String> labels() {
    return Arrays.stream(values()).map(Compressor::label).collect(Collectors.toList());
  }

  /** A stream that passes writes through but ignores close, so a wrapper can finish its frame. */
  static OutputStream shield(OutputStream out) {
    return new FilterOutputStream(out) {
      @Override public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
      }
      @Override public void close() throws IOException {
        out.flush();
      }
    };
  }
}
