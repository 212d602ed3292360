package io.wirebench.codecs.json;

import com.cedarsoftware.io.JsonIo;
import com.cedarsoftware.io.ReadOptions;
import com.cedarsoftware.io.ReadOptionsBuilder;
import com.cedarsoftware.io.WriteOptions;
import com.cedarsoftware.io.WriteOptionsBuilder;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * json-io, POJO binding. json-io 4.x writes Java-serialization-style JSON by default ({@code @type}
 * where a field's declared type is not enough, {@code @id}/{@code @ref} for shared objects), which
 * only json-io reads back. {@link WriteOptionsBuilder#standardJson()} is its documented switch to
 * plain JSON (no type info, root type omitted, no cycle tracking, {@code $} meta prefix, ISO
 * dates; announced as the 5.0 default), so the document equals the reference and other readers
 * can read it; reading names the root class. {@link WriteOptions} and {@link ReadOptions} are
 * immutable once built and reused, as its user guide recommends. Native paths: String and streams;
 * {@link JsonIo} has no byte[], Writer, Reader or file call, so byte[] and files go through its
 * stream calls and Writer/Reader through its String calls (the defaults).
 * Untyped documents are a gap: json-io reads arrays as {@code Object[]} inside its own
 * {@code JsonObject} maps, and writes {@code BigDecimal} as a string.
 */
public final class JsonIoCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("json-io")
      .library("json-io", JsonIo.class, "com.cedarsoftware", "json-io")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("WriteOptionsBuilder().standardJson(): plain JSON without @type/@id/@ref (json-io's "
          + "default writes type metadata only json-io reads); reading with the root class; "
          + "Write/ReadOptions built once and reused")
      .notes("trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  private static final class Shared {
    static final WriteOptions WRITE = new WriteOptionsBuilder().standardJson().build();
    static final ReadOptions READ = new ReadOptionsBuilder().build();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("json-io binds POJOs only here: untyped, it reads JSON "
          + "arrays as Object[] inside its own JsonObject maps, and standardJson() writes BigDecimal "
          + "as a JSON string");
    }
    WriteOptions write = Shared.WRITE;
    ReadOptions read = Shared.READ;
    Class<?> type = dataSet.type();
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) {
        JsonIo.toJson(out, value, write); // JsonIo.toJson(OutputStream, value, options): FastWriter
      }

      @Override public Object read(InputStream in) {
        return JsonIo.toJava(in, read).asClass(type); // JsonIo.toJava(InputStream, options)
      }

      @Override public String writeString(Object value) {
        return JsonIo.toJson(value, write); // JsonIo.toJson(value, options): CharSegmentWriter, no locks
      }

      @Override public Object readString(String text) {
        return JsonIo.toJava(text, read).asClass(type); // JsonIo.toJava(String, options)
      }
    };
  }
}
