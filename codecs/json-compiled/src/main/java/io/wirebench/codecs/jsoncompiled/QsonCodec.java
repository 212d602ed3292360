package io.wirebench.codecs.jsoncompiled;

import io.quarkus.qson.generator.QsonMapper;
import io.quarkus.qson.parser.QsonParser;
import io.quarkus.qson.writer.QsonObjectWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Quarkus Qson, POJO binding through parser and writer classes Qson generates (bytecode, with
 * Gizmo) for the model's getters and setters. Qson generates at build time only inside a Quarkus
 * application (its Quarkus extension); outside Quarkus its documented entry point is
 * {@link QsonMapper}, which generates the same classes at run time, here at bind time, before
 * anything is measured. As its README recommends, one mapper reused; the {@link QsonParser} and
 * {@link QsonObjectWriter} for the data set's type are looked up once. Native paths: byte[],
 * String and streams; it has no Writer, Reader or file API. Qson 1.1.1's stream parser loses
 * values when the input arrives in short reads (found by the contract's one-byte-at-a-time
 * stream: media-content read back with {@code media} null), so a stream is read whole and parsed
 * as bytes.
 */
public final class QsonCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("qson")
      .library("Quarkus Qson", QsonMapper.class, "io.quarkus.qson", "qson-generator")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared QsonMapper (Qson outside Quarkus: its parser and writer classes generated "
          + "with Gizmo at bind time, not at build time); QsonParser/QsonObjectWriter looked up "
          + "once per type; defaults")
      .notes("stream reads are buffered whole: Qson 1.1.1's stream parser loses values when input "
          + "arrives in short reads; code generated at run time (bind), not by the build: Qson's build-time generation "
          + "needs a Quarkus application; trailing bytes are not refused: Qson stops after the first "
          + "value and ignores what follows (checked)")
      .build();

  /** Made on first bind; generated classes are cached by the mapper, so it is shared. */
  private static final class Shared {
    static final QsonMapper MAPPER = new QsonMapper();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("Qson binds classes only: it reads a document as "
          + "Object into an empty java.lang.Object, not into maps and lists");
    }
    QsonParser parser;
    QsonObjectWriter writer;
    synchronized (Shared.MAPPER) { // the mapper's caches are plain maps
      parser = Shared.MAPPER.parserFor(dataSet.type());
      writer = Shared.MAPPER.writerFor(dataSet.type());
    }
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) {
        writer.writeStream(out, value); // QsonObjectWriter.writeStream(OutputStream, value)
      }

      @Override public Object read(InputStream in) throws IOException {
        return parser.read(in.readAllBytes()); // whole, then read(byte[]): short-read bug, above
      }

      @Override public byte[] writeBytes(Object value) {
        return writer.writeBytes(value); // QsonObjectWriter.writeBytes(value)
      }

      @Override public Object readBytes(byte[] bytes) {
        return parser.read(bytes); // QsonParser.read(byte[])
      }

      @Override public String writeString(Object value) {
        return writer.writeString(value); // QsonObjectWriter.writeString(value)
      }

      @Override public Object readString(String text) throws IOException {
        return parser.read(text); // QsonParser.read(String)
      }
    };
  }
}
