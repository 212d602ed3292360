package io.wirebench.codecs.tagged;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * {@code tagged-binary}: the tagged format written from the JSON data model by
 * {@link TaggedBinary}'s general encoder, so it takes any data set and any JSON document.
 *
 * <p>For a model data set the timed write converts the model object to maps and lists with
 * Jackson ({@code convertValue}, the reference mapping of {@code io.wirebench.core.Json}) and
 * encodes them; the timed read decodes to maps and lists and converts them to the model class
 * (which also turns the int32 0/1 of booleans back into booleans). For a user's JSON document the
 * sample is the document itself, written and read as maps and lists; its booleans read back as 0
 * and 1, which the format cannot tell apart, so such a document fails the round-trip gate.
 */
public final class TaggedBinaryCodec implements Codec {
  static final String MEDIA_TYPE = "application/x-wirebench-tagged";

  private final CodecInfo info = CodecInfo.builder(TaggedBinary.NAME)
      .library("wirebench tagged binary", Buffers.version())
      .binary("tagged binary", MEDIA_TYPE, Family.BINARY)
      .binding(BindingStyle.POJO)
      .config("general encoder of the JSON data model (fields hashed and sorted per object, one"
          + " name table); model objects are converted to and from maps and lists with Jackson"
          + " convertValue, and that conversion is timed; JSON documents are written as they are")
      .notes("booleans are written as int32 0/1 and read back as 0/1 in JSON documents;"
          + " the model's booleans come back through the model class"
          + "; trailing bytes are not checked: the reader stops at the end of the root value")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      return new TreeBinding(dataSet, dataSet.value(), null, null);
    }
    ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    return new TreeBinding(dataSet, dataSet.value(), mapper, dataSet.type());
  }

  /** Writes and reads values through the JSON data model, converting model objects when bound to a class. */
  private static final class TreeBinding extends Binding<Object> {
    private final ObjectMapper mapper;
    private final Class<?> type;

    TreeBinding(DataSet<?> dataSet, Object sample, ObjectMapper mapper, Class<?> type) {
      super(dataSet, sample);
      this.mapper = mapper;
      this.type = type;
    }

    private TaggedOutput encode(Object value) {
      Object tree = mapper == null ? value : mapper.convertValue(value, Object.class);
      TaggedOutput out = Buffers.output();
      new TreeEncoder(TaggedBinary.NAME, out).writeMessage(tree);
      return out;
    }

    private Object decode(byte[] bytes, int len) {
      Object tree = TaggedBinary.decode(bytes, 0, len); // the format's own decoder, over the array
      return mapper == null ? tree : mapper.convertValue(tree, type);
    }

    @Override public void write(Object value, OutputStream out) throws IOException {
      encode(value).writeTo(out); // the message is assembled in memory: one write, one flush
    }

    @Override public Object read(InputStream in) throws IOException {
      // the name table comes last, so a stream is read whole into the per-thread buffer first
      byte[][] holder = Buffers.input();
      int n = Buffers.readAll(in, holder);
      return decode(holder[0], n);
    }

    @Override public byte[] writeBytes(Object value) {
      return encode(value).toByteArray(); // one exact-size copy of the per-thread buffer
    }

    @Override public Object readBytes(byte[] bytes) {
      return decode(bytes, bytes.length);
    }
  }
}
