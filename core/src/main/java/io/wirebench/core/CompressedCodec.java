package io.wirebench.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Any codec with its output compressed: {@code <codec>+gzip}, {@code +deflate}, {@code +zstd},
 * {@code +lz4}, {@code +snappy}. Benchmarked like any other codec, so the time the compression
 * costs is in the figures, and the size is the compressed size.
 */
public final class CompressedCodec implements Codec {
  private final Codec base;
  private final Compressor compressor;
  private final CodecInfo info;

  public CompressedCodec(Codec base, Compressor compressor) {
    this.base = base;
    this.compressor = compressor;
    CodecInfo b = base.info();
    this.info = b.derive(b.id() + "+" + compressor.label(), b.format() + "+" + compressor.label(),
        false, "output compressed with " + compressor.description());
  }

  /** The codec whose output is compressed. */
  public Codec base() {
    return base;
  }

  public Compressor compressor() {
    return compressor;
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (base.info().readsOnly()) {
      throw new CodecUnavailableException(base.info().id() + " is read only: it writes nothing to compress");
    }
    Binding<Object> inner = Binding.erase(base.bind(dataSet));
    return new Binding<Object>(dataSet, inner.sample()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        OutputStream z = compressor.wrap(Compressor.shield(out));
        inner.write(value, z);
        z.close();
      }

      @Override public Object read(InputStream in) throws IOException {
        return inner.read(compressor.wrap(in));
      }

      @Override public Object modify(Object value) {
        return inner.modify(value);
      }
    };
  }
}
