package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.io.SegmentedStringWriter;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.FieldSink;
import io.wirebench.core.TokenWalk;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleIds;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Map;

/**
 * Jackson's streaming API ({@link JsonGenerator} / {@link JsonParser}) with hand-written code for
 * every model class: the fastest a person can write with Jackson, and the "raw" baseline databind
 * is measured against. One {@link JsonFactory} with default features is shared (Jackson's advice:
 * factories are thread-safe and hold the symbol tables and buffer recycling); field names are
 * pre-encoded {@code SerializedString}s, reading matches them with {@code nextFieldName} in the
 * writer's order and falls back to a name lookup; no reflection. The output is byte for byte
 * databind's (same field order, nulls written). Every target is made the way databind's call for
 * it makes its generator or parser (said on each), so that the two differ in binding only. Access
 * and the partial read walk the parser's tokens for any document ({@link TokenWalk}): every scalar
 * visited without building the model, or one field found by skipping the rest with
 * {@code skipChildren}.
 */
public final class JacksonStreamingCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson-streaming")
      .library("Jackson core (streaming)", JsonFactory.class, "com.fasterxml.jackson.core", "jackson-core")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.STREAMING)
      .config("one shared JsonFactory with default features; hand-written JsonGenerator/JsonParser code "
          + "per model class, SerializedString field names matched with nextFieldName, no reflection")
      .refusesTrailingBytes()
      .build();

  private static final Map<Class<?>, StreamingModel<?>> MODELS = Map.of(
      DbData.class, new DbDataStreaming(),
      Measurements.class, new MeasurementsStreaming(),
      Person.class, new PersonStreaming(),
      ModuleIds.class, new ModuleIdsStreaming(),
      DecimalMatrix.class, new DecimalMatrixStreaming(),
      MediaContent.class, new MediaContentStreaming(),
      SparseModuleIds.class, new SparseModuleIdsStreaming());

  /** Made on first bind and shared: Jackson's factories are thread-safe and hold the buffer pools. */
  private static final class Shared {
    static final JsonFactory FACTORY = new JsonFactory();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("hand-written streaming code exists only for the model "
          + "classes; an untyped document has no class to write it for (see jackson-untyped)");
    }
    @SuppressWarnings("unchecked")
    StreamingModel<Object> model = (StreamingModel<Object>) MODELS.get(dataSet.type());
    if (model == null) {
      throw new UnsupportedDataSetException("no hand-written streaming code for "
          + dataSet.type().getName());
    }
    return new StreamingBinding(dataSet, Shared.FACTORY, model);
  }

  /**
   * Every target the streaming API reads and writes natively: the generator or parser that
   * databind's call for the target creates, over the same factory methods.
   */
  private static final class StreamingBinding extends Binding<Object> {
    private final JsonFactory factory;
    private final StreamingModel<Object> model;
    private final TokenWalk.Path partialPath;
    private final TokenWalk.Chars chars = new TokenWalk.Chars();

    StreamingBinding(DataSet<?> dataSet, JsonFactory factory, StreamingModel<Object> model) {
      super(dataSet, dataSet.value());
      this.factory = factory;
      this.model = model;
      this.partialPath = new TokenWalk.Path(dataSet.partialPath());
    }

    @Override public void write(Object value, OutputStream out) throws IOException {
      try (JsonGenerator g = factory.createGenerator(out, JsonEncoding.UTF8)) { // as writeValue(OutputStream)
        model.write(g, value);
      }
    }

    @Override public Object read(InputStream in) throws IOException {
      try (JsonParser p = factory.createParser(in)) { // as ObjectMapper.readValue(InputStream)
        return whole(p);
      }
    }

    /**
     * The value, and a check that nothing but whitespace follows it, as databind's
     * FAIL_ON_TRAILING_TOKENS does: one more token read at the end of the input.
     */
    private Object whole(JsonParser p) throws IOException {
      Object value = model.read(p);
      JsonToken next = p.nextToken();
      if (next != null) {
        throw new JsonParseException(p, "trailing token " + next + " after the value");
      }
      return value;
    }

    @Override public byte[] writeBytes(Object value) throws IOException {
      // As databind's writeValueAsBytes does: the builder's segments come from the factory's
      // buffer recycler pool instead of being allocated on every call.
      BufferRecycler br = factory._getBufferRecycler();
      try (ByteArrayBuilder bytes = new ByteArrayBuilder(br)) {
        write(value, bytes);
        return bytes.getClearAndRelease();
      } finally {
        br.releaseToPool();
      }
    }

    @Override public Object readBytes(byte[] bytes) throws IOException {
      try (JsonParser p = factory.createParser(bytes)) { // as readValue(byte[])
        return whole(p);
      }
    }

    @Override public String writeString(Object value) throws IOException {
      // As databind's writeValueAsString does: an unsynchronized SegmentedStringWriter over the
      // factory's recycled buffers (a StringWriter would lock its StringBuffer on every write).
      BufferRecycler br = factory._getBufferRecycler();
      try (SegmentedStringWriter out = new SegmentedStringWriter(br)) {
        writeChars(value, out);
        return out.getAndClear();
      } finally {
        br.releaseToPool();
      }
    }

    @Override public Object readString(String text) throws IOException {
      try (JsonParser p = factory.createParser(text)) { // as readValue(String)
        return whole(p);
      }
    }

    @Override public void writeChars(Object value, Writer out) throws IOException {
      try (JsonGenerator g = factory.createGenerator(out)) { // as writeValue(Writer)
        model.write(g, value);
      }
    }

    @Override public Object readChars(Reader in) throws IOException {
      try (JsonParser p = factory.createParser(in)) { // as readValue(Reader)
        return whole(p);
      }
    }

    @Override public void writeFile(Object value, Path file) throws IOException {
      // as writeValue(File): the factory's generator over the file, no stream wrapper of ours
      try (JsonGenerator g = factory.createGenerator(file.toFile(), JsonEncoding.UTF8)) {
        model.write(g, value);
      }
    }

    @Override public Object readFile(Path file) throws IOException {
      try (JsonParser p = factory.createParser(file.toFile())) { // as readValue(File)
        return whole(p);
      }
    }

    /** Every scalar token visited as it comes, no model built ({@link TokenWalk#visitAll}). */
    @Override public void access(byte[] bytes, FieldSink sink) throws IOException {
      try (JsonParser p = factory.createParser(bytes)) {
        TokenWalk.visitAll(p, sink, chars);
      }
    }

    /** The path's field alone: other fields' values and earlier elements skipped ({@link TokenWalk#find}). */
    @Override public Object readPartial(byte[] bytes) throws IOException {
      try (JsonParser p = factory.createParser(bytes)) {
        return TokenWalk.find(p, partialPath);
      }
    }

    @Override public String partialMethod() {
      return "Jackson streaming, skipChildren";
    }
  }
}
