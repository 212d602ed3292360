package io.wirebench.codecs.tagged;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Set;

/**
 * {@code tagged-binary-streaming}: hand-written tagged encoding and decoding of each model class,
 * writing the same bytes as {@code tagged-binary}. Keys and the key order of every class's fields
 * are computed once; the timed write fills a per-thread growable buffer (length prefixes patched in
 * place, ASCII copied without a length pass) and copies it to the target; the timed read walks the
 * bytes once to find the name table, then binds fields straight into model objects.
 */
public final class TaggedStreamingCodec implements Codec {
  static final String NAME = "tagged-binary-streaming";
  private static final Set<Class<?>> MODELS = Set.of(DbData.class, Measurements.class,
      Person.class, ModuleIds.class, DecimalMatrix.class, MediaContent.class);

  private final CodecInfo info = CodecInfo.builder(NAME)
      .library("wirebench tagged binary", Buffers.version())
      .binary("tagged binary", TaggedBinaryCodec.MEDIA_TYPE, Family.BINARY)
      .binding(BindingStyle.STREAMING)
      .config("hand-written code per model class: precomputed keys in sorted order, a reused"
          + " per-thread buffer with length prefixes patched in place, no boxing; reads bind"
          + " straight into model objects after checking the name table")
      .notes("trailing bytes are not checked: the reader stops at the end of the root value")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Class<?> type = dataSet.type();
    if (!MODELS.contains(type)) {
      throw UnsupportedDataSetException.needsCode(dataSet, "hand-written streaming code", NAME + " has hand-written "
          + "code only for the built-in model classes, not " + type.getName() + "; tagged-binary writes any JSON document");
    }
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        ModelWriter w = Buffers.writer();
        w.writeMessage(value);
        w.out.writeTo(out); // assembled in the per-thread buffer, then one write
      }

      @Override public Object read(InputStream in) throws IOException {
        byte[][] holder = Buffers.input(); // read whole: the name table comes last
        int n = Buffers.readAll(in, holder);
        return new ModelReader(new TaggedInput(NAME, holder[0], 0, n)).readMessage(type);
      }

      @Override public byte[] writeBytes(Object value) {
        ModelWriter w = Buffers.writer();
        w.writeMessage(value);
        return w.out.toByteArray(); // one exact-size copy
      }

      @Override public Object readBytes(byte[] bytes) {
        return new ModelReader(new TaggedInput(NAME, bytes, 0, bytes.length)).readMessage(type);
      }
    };
  }
}
