package io.wirebench.codecs.jsonb;

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
import java.lang.reflect.Type;
import org.apache.johnzon.mapper.Mapper;
import org.apache.johnzon.mapper.MapperBuilder;

/**
 * Apache Johnzon's own mapper, without the JSON-B layer on top: the API the older JMH JSON suite
 * measured as "Johnzon", kept beside {@code johnzon} (JSON-B) so the two can be compared. One
 * {@link Mapper} built once per data set with {@link MapperBuilder}'s defaults (thread-safe, meant
 * to be shared, as Johnzon's documentation says); nulls are skipped by default, so untyped
 * documents are written with {@code setSkipNull(false)} to keep null map entries. Each target is
 * the Mapper's own call; it has no byte[] or file call, so those take the default streams.
 */
public final class JohnzonMapperCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("johnzon-mapper")
      .library("Apache Johnzon mapper", Mapper.class, "org.apache.johnzon", "johnzon-mapper")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one Mapper from MapperBuilder defaults, reused (thread-safe); Johnzon's own API, "
          + "without JSON-B")
      .notes("null fields are omitted (the mapper's default); untyped documents keep nulls"
          + "; trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Mapper mapper = new MapperBuilder().setSkipNull(!dataSet.isUntyped()).build();
    Type type = dataSet.isUntyped() ? Object.class : dataSet.type();
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    return new Binding<Object>(dataSet, sample) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        mapper.writeObject(value, out); // Mapper.writeObject(value, OutputStream)
      }

      @Override public Object read(InputStream in) throws IOException {
        return mapper.readObject(in, type); // Mapper.readObject(InputStream, type)
      }

      @Override public String writeString(Object value) {
        return mapper.writeObjectAsString(value); // Mapper.writeObjectAsString (its own StringWriter)
      }

      @Override public Object readString(String text) {
        return mapper.readObject(text, type); // Mapper.readObject(String, type)
      }

      @Override public void writeChars(Object value, Writer out) {
        mapper.writeObject(value, out); // Mapper.writeObject(value, Writer)
      }

      @Override public Object readChars(Reader in) {
        return mapper.readObject(in, type); // Mapper.readObject(Reader, type)
      }
    };
  }
}
