package io.wirebench.codecs.binary;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Map;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.conversions.Bson;
import org.bson.io.BasicOutputBuffer;

/**
 * BSON with the MongoDB Java driver's {@code org.bson} library and its POJO codec, as the driver's
 * documentation recommends: the default codec registry followed by
 * {@code PojoCodecProvider.builder().automatic(true)}, made once; the {@code Codec} for the data
 * set's class looked up once per bind. Writes with a {@link BsonBinaryWriter} over a
 * {@link BasicOutputBuffer} (the whole document, as BSON puts its size first), reads with a
 * {@link BsonBinaryReader} over a {@link ByteBuffer}. The library has no stream reader, so reading
 * a stream takes the document's size prefix and reads the whole document into an array first.
 * Untyped data sets use the registry's {@code Map} codec. Files take the default buffered-stream
 * targets: org.bson has no file API.
 */
public final class MongoBsonCodec implements Codec {
  private static final EncoderContext ENCODE = EncoderContext.builder().build();
  private static final DecoderContext DECODE = DecoderContext.builder().build();

  private final CodecInfo info = CodecInfo.builder("mongo-bson")
      .library("MongoDB BSON", Bson.class, "org.mongodb", "bson")
      .binary("BSON", "application/bson", Family.BINARY)
      .binding(BindingStyle.POJO)
      // the POJO codec's convention (PojoCodecProvider: a property named id maps to _id); the
      // model's DbRow.id is the only such property
      .dialect("writes a property named id as _id (the driver's POJO convention), so the BSON "
          + "documents of dbdata differ from every other codec's; its bytes are valid BSON")
      .config("registry = default codec registry + PojoCodecProvider.builder().automatic(true), "
          + "made once; codec looked up once per type; BsonBinaryWriter over BasicOutputBuffer, "
          + "BsonBinaryReader over a ByteBuffer")
      .notes("buffers the whole document before writing (BSON puts the size first); reading a "
          + "stream reads the whole document into an array first (no stream reader); null fields "
          + "are omitted and a property named id is written as _id (POJO codec conventions)"
          + "; trailing bytes are not checked: a BSON document carries its length, and the reader stops there")
      .build();

  private final Lazy<CodecRegistry> registry = new Lazy<>(() -> CodecRegistries.fromRegistries(
      Bson.DEFAULT_CODEC_REGISTRY,
      CodecRegistries.fromProviders(PojoCodecProvider.builder().automatic(true).build())));

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped() && !(dataSet.untyped() instanceof Map)) {
      throw new UnsupportedDataSetException("BSON's top-level value must be a document; "
          + dataSet.id() + " is a " + dataSet.untyped().getClass().getSimpleName());
    }
    if (dataSet.type().isArray()) {
      throw new UnsupportedDataSetException("BSON's top-level value must be a document; " + dataSet.id()
          + " is an array of " + dataSet.type().getComponentType().getName() + " (give one value per file to bind a document)");
    }
    Class<?> type = dataSet.isUntyped() ? Map.class : dataSet.type();
    @SuppressWarnings("unchecked")
    org.bson.codecs.Codec<Object> codec = (org.bson.codecs.Codec<Object>) registry.get().get(type);
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    return new Binding<Object>(dataSet, sample) {
      /** What the driver itself does to encode a document (RawBsonDocument's constructor). */
      private BasicOutputBuffer encode(Object value) {
        BasicOutputBuffer buf = new BasicOutputBuffer();
        try (BsonBinaryWriter w = new BsonBinaryWriter(buf)) {
          codec.encode(w, value, ENCODE);
        }
        return buf;
      }

      @Override public void write(Object value, OutputStream out) throws IOException {
        encode(value).pipe(out); // the driver's own output path: the whole buffer in one write
        out.flush();
      }

      @Override public Object read(InputStream in) throws IOException {
        // no stream reader in org.bson: the size prefix says how much to read, then readBytes
        byte[] head = in.readNBytes(4);
        if (head.length < 4) throw new EOFException("BSON document size expected");
        int size = ByteBuffer.wrap(head).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
        byte[] doc = new byte[size];
        System.arraycopy(head, 0, doc, 0, 4);
        if (in.readNBytes(doc, 4, size - 4) < size - 4) {
          throw new EOFException("BSON document of " + size + " bytes ended early");
        }
        return readBytes(doc);
      }

      @Override public byte[] writeBytes(Object value) {
        return encode(value).toByteArray(); // BasicOutputBuffer.toByteArray, one exact-size copy
      }

      @Override public Object readBytes(byte[] bytes) {
        // new BsonBinaryReader(ByteBuffer.wrap(bytes)) + codec.decode, as RawBsonDocument.decode does
        try (BsonBinaryReader r = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
          return codec.decode(r, DECODE);
        }
      }
    };
  }
}
