package io.wirebench.codecs.binary;

import de.undercouch.bson4jackson.BsonFactory;
import de.undercouch.bson4jackson.BsonGenerator;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Map;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * BSON through bson4jackson 3 (a {@link BsonFactory} under Jackson 3 databind), POJO binding, or
 * {@code Object} for untyped data sets. Configured as its README shows, {@code
 * JsonMapper.builder(new BsonFactory()).build()}, one shared mapper, reader and writer made once
 * per type. Two codecs, which the memory study compares: the default buffers the whole document
 * before writing, to put its size in front; {@link Streaming} enables
 * {@link BsonGenerator.Feature#ENABLE_STREAMING}, which flushes as it goes and writes 0 as the
 * document size (not per the BSON spec; bson4jackson's own parser ignores the size).
 */
public class Bson4JacksonCodec implements Codec {
  private final CodecInfo info;
  private final boolean streaming;
  private final Lazy<ObjectMapper> mapper = new Lazy<>(this::newMapper);

  public Bson4JacksonCodec() {
    this("bson4jackson", false, "buffers the whole document before writing, to write its size "
        + "first (BSON requires it); memory grows with the document");
  }

  Bson4JacksonCodec(String id, boolean streaming, String notes) {
    this.streaming = streaming;
    CodecInfo.Builder b = CodecInfo.builder(id);
    if (streaming) {
      // bson4jackson's Javadoc of ENABLE_STREAMING: "not compatible to the specification"; the bytes
      // of every document and sub-document begin with a length of 0 (the contract's BsonDialectTest
      // and 'wirebench check interop' show it)
      b.dialect("writes 0 as the length of every document and sub-document (ENABLE_STREAMING, which "
          + "bson4jackson's Javadoc calls not compatible to the specification): only readers that ignore "
          + "BSON's length prefixes read it");
    }
    this.info = b
        .library("bson4jackson", BsonFactory.class, "de.undercouch", "bson4jackson")
        .binary("BSON", "application/bson", Family.BINARY)
        .binding(BindingStyle.POJO)
        .config("one shared Jackson 3 JsonMapper over a BsonFactory (as the README shows)"
            + (streaming ? " with BsonGenerator.Feature.ENABLE_STREAMING" : ", default features")
            + "; ObjectReader/ObjectWriter made once per type")
        .notes(notes + "; BigDecimal written as double (default); every field name written each "
            + "time, array indexes as names"
          + "; trailing bytes are not checked: a BSON document carries its length, and the parser stops there")
        .build();
  }

  /** bson4jackson with {@code ENABLE_STREAMING}: the generator flushes as it writes. */
  public static final class Streaming extends Bson4JacksonCodec {
    public Streaming() {
      super("bson4jackson-streaming", true, "streams: flushes its buffer while writing and "
          + "writes 0 as the document size, which only readers ignoring the size accept");
    }
  }

  @Override public final CodecInfo info() {
    return info;
  }

  private ObjectMapper newMapper() {
    BsonFactory factory = new BsonFactory();
    if (streaming) factory.enable(BsonGenerator.Feature.ENABLE_STREAMING);
    return JsonMapper.builder(factory).build();
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped() && !(dataSet.untyped() instanceof Map)) {
      throw new UnsupportedDataSetException("BSON's top-level value must be a document; "
          + dataSet.id() + " is a " + dataSet.untyped().getClass().getSimpleName());
    }
    ObjectMapper m = mapper.get();
    Class<?> type = dataSet.isUntyped() ? Object.class : dataSet.type();
    ObjectReader reader = m.readerFor(type);
    ObjectWriter writer = m.writerFor(type);
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    // Each target is Jackson 3 databind's own call for it, as in JacksonBinding (core) and
    // Jackson3Binding: no text targets, BSON is binary.
    return new Binding<Object>(dataSet, sample) {
      @Override public void write(Object value, OutputStream out) {
        writer.writeValue(out, value); // ObjectWriter.writeValue(OutputStream, value)
      }

      @Override public Object read(InputStream in) {
        return reader.readValue(in); // ObjectReader.readValue(InputStream)
      }

      @Override public byte[] writeBytes(Object value) {
        return writer.writeValueAsBytes(value); // recycled ByteArrayBuilder, one copy out
      }

      @Override public Object readBytes(byte[] bytes) {
        return reader.readValue(bytes); // ObjectReader.readValue(byte[])
      }

      @Override public void writeFile(Object value, Path file) {
        writer.writeValue(file, value); // ObjectWriter.writeValue(Path, value): Jackson 3 takes a Path
      }

      @Override public Object readFile(Path file) {
        return reader.readValue(file); // ObjectReader.readValue(Path)
      }
    };
  }
}
