package io.wirebench.core;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;

/**
 * The binding of every codec built on a Jackson 2 {@code ObjectMapper}, whatever its format
 * (JSON, Smile, CBOR, Ion, MessagePack, Avro, Protobuf, XML): an {@link ObjectReader} and
 * {@link ObjectWriter} made once per data set (Jackson's recommended reuse; they are immutable
 * and skip the per-call root type lookup), with databind's own path for every target it has.
 * Text formats use {@link Text}, which adds String, Writer and Reader.
 *
 * <p>The reader has {@code FAIL_ON_TRAILING_TOKENS} on, so that an encoding followed by anything
 * but whitespace is refused rather than silently half-read: after the root value databind asks
 * the parser for one more token, which costs one look at the end of the input per read. Codecs
 * built on this binding can state {@code refusesTrailingBytes()}.
 *
 * @param <V> the values written and read
 */
public class JacksonBinding<V> extends Binding<V> {
  protected final ObjectReader reader;
  protected final ObjectWriter writer;
  /**
   * True on a Jackson older than 2.9 (a {@code jackson-databind@2.8.5} fork), which has no
   * {@code FAIL_ON_TRAILING_TOKENS}: each read then parses with its own parser and asks it for one
   * more token after the root value, which is what databind does itself from 2.9 on.
   */
  private final boolean checkTrailingHere;

  public JacksonBinding(DataSet<?> dataSet, V sample, ObjectReader reader, ObjectWriter writer) {
    this(dataSet, sample, reader, writer, true);
  }

  /**
   * @param refuseTrailingTokens false for a format whose parser fails when asked to look past the
   *     root value (jackson-dataformat-msgpack 0.9 throws an EOF error there)
   */
  public JacksonBinding(DataSet<?> dataSet, V sample, ObjectReader reader, ObjectWriter writer,
      boolean refuseTrailingTokens) {
    super(dataSet, sample);
    ObjectReader r = reader;
    boolean here = false;
    if (refuseTrailingTokens) {
      try {
        r = reader.with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
      } catch (NoSuchFieldError olderThan29) {
        here = true;
      }
    }
    this.reader = r;
    this.checkTrailingHere = here;
    this.writer = writer;
  }

  /** Reads one root value from {@code p} and refuses anything after it (Jackson before 2.9). */
  protected final V whole(JsonParser p) throws IOException {
    try (JsonParser in = p) {
      V v = reader.readValue(in);
      JsonToken next = in.nextToken();
      if (next != null) {
        throw new IOException("trailing token (" + next + ") after the root value");
      }
      return v;
    }
  }

  /** Whether reads check trailing tokens themselves ({@link #checkTrailingHere}). */
  protected final boolean checksTrailingHere() {
    return checkTrailingHere;
  }

  @Override public void write(V value, OutputStream out) throws IOException {
    // each target below is databind's own call for it: writeValue(OutputStream),
    // readValue(InputStream), writeValueAsBytes, readValue(byte[]), writeValue(File), readValue(File)
    writer.writeValue(out, value);
  }

  @Override public V read(InputStream in) throws IOException {
    if (checkTrailingHere) return whole(reader.getFactory().createParser(in));
    return reader.readValue(in);
  }

  @Override public byte[] writeBytes(V value) throws IOException {
    return writer.writeValueAsBytes(value);
  }

  @Override public V readBytes(byte[] bytes) throws IOException {
    if (checkTrailingHere) return whole(reader.getFactory().createParser(bytes));
    return reader.readValue(bytes);
  }

  @Override public void writeFile(V value, Path file) throws IOException {
    writer.writeValue(file.toFile(), value);
  }

  @Override public V readFile(Path file) throws IOException {
    if (checkTrailingHere) return whole(reader.getFactory().createParser(file.toFile()));
    return reader.readValue(file.toFile());
  }

  /** A Jackson 2 binding of a text format, with databind's String, Writer and Reader paths. */
  public static class Text<V> extends JacksonBinding<V> {
    public Text(DataSet<?> dataSet, V sample, ObjectReader reader, ObjectWriter writer) {
      super(dataSet, sample, reader, writer);
    }

    @Override public String writeString(V value) throws IOException {
      // writeValueAsString, readValue(String), writeValue(Writer), readValue(Reader)
      return writer.writeValueAsString(value);
    }

    @Override public V readString(String text) throws IOException {
      if (checksTrailingHere()) return whole(reader.getFactory().createParser(text));
      return reader.readValue(text);
    }

    @Override public void writeChars(V value, Writer out) throws IOException {
      writer.writeValue(out, value);
    }

    @Override public V readChars(Reader in) throws IOException {
      if (checksTrailingHere()) return whole(reader.getFactory().createParser(in));
      return reader.readValue(in);
    }
  }

  /**
   * A Jackson binding whose access and partial reads walk the format's own streaming parser
   * ({@link ObjectReader#createParser(byte[])}, with the reader's schema where the format has one)
   * as {@code jackson-streaming} does for JSON ({@link TokenWalk}): the format's streaming API, no
   * model built. For the binary and schema dataformats, whose parsers give the same tokens.
   */
  public static class Tokens<V> extends JacksonBinding<V> {
    private final TokenWalk.Path partial;
    private final TokenWalk.Chars chars = new TokenWalk.Chars();
    private final String how;

    /** @param format the format's name, for the partial row's label ("CBOR parser (Jackson streaming), skipChildren") */
    public Tokens(DataSet<?> dataSet, V sample, ObjectReader reader, ObjectWriter writer,
        boolean refuseTrailingTokens, String format) {
      super(dataSet, sample, reader, writer, refuseTrailingTokens);
      this.partial = new TokenWalk.Path(dataSet.partialPath()); // parsed once, not per read
      this.how = format + " parser (Jackson streaming), skipChildren";
    }

    /** Every scalar token visited as it comes, no model built ({@link TokenWalk#visitAll}). */
    @Override public void access(byte[] bytes, FieldSink sink) throws IOException {
      try (JsonParser p = reader.createParser(bytes)) {
        TokenWalk.visitAll(p, sink, chars);
      }
    }

    /** The path's field alone, every other value skipped with {@code skipChildren} ({@link TokenWalk#find}). */
    @Override public Object readPartial(byte[] bytes) throws IOException {
      try (JsonParser p = reader.createParser(bytes)) {
        return TokenWalk.find(p, partial);
      }
    }

    @Override public String partialMethod() {
      return how;
    }
  }
}
