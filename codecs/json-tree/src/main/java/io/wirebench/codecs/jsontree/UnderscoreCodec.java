package io.wirebench.codecs.jsontree;

import com.github.underscore.Json;
import com.github.underscore.U;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Collection;
import java.util.Map;

/**
 * underscore-java's JSON, UNTYPED binding: {@code U.fromJson(String)} gives
 * {@code LinkedHashMap}/{@code ArrayList}/scalars, and {@code Json.toJson(map, Step.COMPACT)}
 * writes them. {@code U.toJson} indents by two spaces by default; COMPACT is the documented
 * setting for unindented output. The library reads and writes Strings only, so the stream, byte[]
 * and file targets convert through a String (UTF-8), as a user of it must.
 */
public final class UnderscoreCodec extends ExactCodec {
  public UnderscoreCodec() {
    super(CodecInfo.builder("underscore")
        .library("underscore-java", U.class, "com.github.javadev", "underscore")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.UNTYPED)
        .config("U.fromJson(String) to read; Json.toJson(value, JsonStringBuilder.Step.COMPACT) to write "
            + "(U.toJson indents by default)")
        .notes("refuses trailing bytes; Strings only: streams and byte[] go through a String; integers "
            + "exact (Integer/Long/BigInteger), fractions Double unless they need more digits "
            + "(then BigDecimal); 1e400 becomes Infinity and is written as null")
        .refusesTrailingBytes()
        .build());
  }

  @Override Binding<?> bindExact(DataSet<?> dataSet) {
    return new Binding<Object>(dataSet, dataSet.untyped()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        Text.write(writeString(value), out);
      }

      @Override public Object read(InputStream in) throws IOException {
        return readString(Text.read(in));
      }

      @Override @SuppressWarnings("unchecked")
      public String writeString(Object value) {
        if (value instanceof Map) return Json.toJson((Map<?, ?>) value, Json.JsonStringBuilder.Step.COMPACT);
        if (value instanceof Collection) {
          return Json.toJson((Collection<?>) value, Json.JsonStringBuilder.Step.COMPACT);
        }
        String array = Json.toJson(java.util.Arrays.asList(value), Json.JsonStringBuilder.Step.COMPACT);
        return array.substring(1, array.length() - 1); // a scalar root, written as the one element
      }

      @Override public Object readString(String text) {
        return U.fromJson(text);
      }
    };
  }
}
