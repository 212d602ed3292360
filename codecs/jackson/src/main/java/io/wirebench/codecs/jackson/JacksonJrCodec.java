package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.jr.ob.JSON;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;

/**
 * jackson-jr objects, POJO binding. {@link JSON#std} is the instance jackson-jr's documentation
 * shows: immutable, thread-safe, and it caches bean introspection, so one shared instance with the
 * default features is the production setting. Untyped data sets are read with {@code anyFrom}
 * (maps and lists) and written with {@code WRITE_NULL_PROPERTIES} on: jackson-jr's default drops
 * map entries whose value is null, which would change the document, not just its size. Every
 * target is one of {@code JSON}'s own calls (jackson-jr picks the parser from the source's type):
 * {@code write(value, OutputStream/Writer/File)}, {@code asBytes}, {@code asString}, and
 * {@code beanFrom}/{@code anyFrom} of an InputStream, byte[], String, Reader or File.
 *
 * <p>Shared across benchmark threads ({@code run --threads}): jackson-jr's README says "{@code JSON}
 * instances are ALWAYS immutable and hence thread-safe", and the binding holds nothing else.
 */
public final class JacksonJrCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson-jr")
      .library("Jackson jr", JSON.class, "com.fasterxml.jackson.jr", "jackson-jr-objects")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("the shared, immutable JSON.std instance with default features (bean introspection cached); "
          + "for untyped documents JSON.std.with(WRITE_NULL_PROPERTIES), so null map entries survive")
      .notes("null bean properties are omitted (WRITE_NULL_PROPERTIES is off by default), so objects with "
          + "nulls are smaller than databind's"
          + "; trailing bytes are not detected: jackson-jr's JSON.std reads one value and ignores the rest")
      .sharedAcrossThreads()
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Class<?> type = dataSet.type();
    boolean untyped = dataSet.isUntyped();
    JSON json = untyped ? JSON.std.with(JSON.Feature.WRITE_NULL_PROPERTIES) : JSON.std;
    return new Binding<Object>(dataSet, dataSet.value()) {
      private Object from(Object source) throws IOException {
        return untyped ? json.anyFrom(source) : json.beanFrom(type, source);
      }

      @Override public void write(Object value, OutputStream out) throws IOException {
        json.write(value, out); // JSON.write(value, OutputStream)
      }

      @Override public Object read(InputStream in) throws IOException {
        return from(in); // beanFrom(type, InputStream)
      }

      @Override public byte[] writeBytes(Object value) throws IOException {
        return json.asBytes(value); // JSON.asBytes: recycled ByteArrayBuilder
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        return from(bytes); // beanFrom(type, byte[])
      }

      @Override public String writeString(Object value) throws IOException {
        return json.asString(value); // JSON.asString: unsynchronized SegmentedStringWriter
      }

      @Override public Object readString(String text) throws IOException {
        return from(text); // beanFrom(type, String)
      }

      @Override public void writeChars(Object value, Writer out) throws IOException {
        json.write(value, out); // JSON.write(value, Writer)
      }

      @Override public Object readChars(Reader in) throws IOException {
        return from(in); // beanFrom(type, Reader)
      }

      @Override public void writeFile(Object value, Path file) throws IOException {
        json.write(value, file.toFile()); // JSON.write(value, File): a generator over the file itself
      }

      @Override public Object readFile(Path file) throws IOException {
        return from(file.toFile()); // beanFrom(type, File): a parser over the file itself
      }
    };
  }
}
