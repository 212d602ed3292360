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
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * json-io, POJO binding. json-io 4.x writes Java-serialization-style JSON by default ({@code @type}
 * where a field's declared type is not enough, {@code @id}/{@code @ref} for shared objects), which
 * only json-io reads back. {@link WriteOptionsBuilder#standardJson()} is its documented switch to
 * plain JSON (no type info, root type omitted, no cycle tracking, {@code $} meta prefix, ISO
 * dates; announced as the 5.0 default), so the document equals the reference and other readers
 * can read it; reading names the root class. Reading honours {@code @type} anywhere in a document,
 * and json-io has no allow-list of classes: it resolves every type name through the
 * {@link ReadOptionsBuilder#classLoader class loader} of its read options. So reading uses a loader
 * that resolves only the data set's model classes and the JDK's, with
 * {@link ReadOptionsBuilder#failOnUnknownType failOnUnknownType(true)} (its security guide's
 * production setting), so a document naming any other class is refused instead of instantiated
 * (wirebench's {@code check unsafe-types} found the default instantiating a class named in
 * {@code @type} before failing on the root type). {@link WriteOptions} and {@link ReadOptions} are
 * immutable once built and reused (one ReadOptions per bound data set), as its user guide recommends. Native paths: String and streams;
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
          + "default writes type metadata only json-io reads); reading with the root class, "
          + "failOnUnknownType(true) and a class loader that resolves only the data set's model classes "
          + "and java.* (json-io has no class allow-list; @type naming any other class is refused); "
          + "Write/ReadOptions built once per data set and reused")
      .notes("trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  private static final class Shared {
    static final WriteOptions WRITE = new WriteOptionsBuilder().standardJson().build();
  }

  /**
   * Resolves the names json-io reads from {@code @type} (and its own lookups): the data set's model
   * classes and the JDK's {@code java.*} classes, nothing else.
   */
  static final class ModelClassLoader extends ClassLoader {
    private final Set<String> allowed;

    ModelClassLoader(ClassLoader parent, List<Class<?>> modelClasses) {
      super(parent);
      Set<String> names = new HashSet<>();
      for (Class<?> c : modelClasses) names.add(c.getName());
      this.allowed = Set.copyOf(names);
    }

    @Override protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (name.startsWith("java.") || allowed.contains(name)) return super.loadClass(name, resolve);
      throw new ClassNotFoundException(name + " is not a class of this data set's model");
    }
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
    ReadOptions read = new ReadOptionsBuilder()
        .classLoader(new ModelClassLoader(JsonIoCodec.class.getClassLoader(), dataSet.modelClasses()))
        .failOnUnknownType(true)
        .build();
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
