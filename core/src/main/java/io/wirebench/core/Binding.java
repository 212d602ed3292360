package io.wirebench.core;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * A codec bound to one data set: everything it needs is set up, and what remains is the work that
 * is measured. An adapter implements {@link #write(Object, OutputStream)} and
 * {@link #read(InputStream)}; every other target has a default built on those two, which an
 * adapter overrides when its library has a native path for it (the results then list that target
 * as native).
 *
 * <p>{@code write} must write one complete encoding and may close the stream; {@code read} reads
 * one value. Text targets (String, Writer, Reader) are used only for text formats, or when the
 * adapter overrides them. A binding is used by one thread at a time (benchmarks bind once per
 * trial and thread), so it may keep reusable encoders and buffers. The exception is a codec that
 * declares {@link Concurrency#SHARED} ({@link CodecInfo.Builder#sharedAcrossThreads}): with
 * {@code run --threads}, every thread then calls the one binding at once, so it must keep nothing
 * mutable but what its library documents as thread-safe (or thread locals).
 *
 * @param <V> the values this binding writes and reads: the data set's model class for POJO
 *     binding, maps and lists for untyped binding, the library's tree type for tree binding
 */
public abstract class Binding<V> {
  private final DataSet<?> dataSet;
  private final V sample;

  /**
   * @param dataSet the data set this binding serves
   * @param sample the value to write, in this binding's own form, prepared now (never inside a
   *     measured call)
   */
  protected Binding(DataSet<?> dataSet, V sample) {
    this.dataSet = dataSet;
    this.sample = sample;
  }

  /** Writes one value to a stream. */
  public abstract void write(V value, OutputStream out) throws IOException;

  /** Reads one value from a stream. */
  public abstract V read(InputStream in) throws IOException;

  /** The data set this binding serves. */
  public final DataSet<?> dataSet() {
    return dataSet;
  }

  /** The data set's value in this binding's form. */
  public final V sample() {
    return sample;
  }

  public byte[] writeBytes(V value) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
    write(value, out);
    return out.toByteArray();
  }

  public V readBytes(byte[] bytes) throws IOException {
    return read(new ByteArrayInputStream(bytes));
  }

  public String writeString(V value) throws IOException {
    return new String(writeBytes(value), StandardCharsets.UTF_8);
  }

  public V readString(String text) throws IOException {
    return readBytes(text.getBytes(StandardCharsets.UTF_8));
  }

  public void writeChars(V value, Writer out) throws IOException {
    out.write(writeString(value));
    out.flush();
  }

  public V readChars(Reader in) throws IOException {
    StringBuilder sb = new StringBuilder();
    char[] buf = new char[8192];
    for (int n; (n = in.read(buf)) >= 0; ) {
      sb.append(buf, 0, n);
    }
    return readString(sb.toString());
  }

  public void writeFile(V value, Path file) throws IOException {
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 65536)) {
      write(value, out);
    }
  }

  public V readFile(Path file) throws IOException {
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 65536)) {
      return read(in);
    }
  }

  /**
   * Changes one field of a value just read, for the read-modify-write operation. The default
   * applies the data set's change to model objects and to maps; tree bindings override it.
   */
  @SuppressWarnings("unchecked")
  public V modify(V value) {
    if (dataSet.type().isInstance(value) && !(value instanceof Map)) {
      return (V) dataSet.modify(value);
    }
    if (value instanceof Map) {
      return (V) dataSet.modifyUntyped(value);
    }
    throw new UnsupportedOperationException(getClass().getName()
        + " must override modify() to change a field of " + value.getClass().getName());
  }

  /**
   * Visits every scalar field of an encoding without building the model, for the {@code access}
   * operation: what zero-copy formats (FlatBuffers, SBE, Cap'n Proto) and streaming readers do
   * instead of a full read. Every scalar goes to {@code sink}, following {@link FieldSink}'s rules;
   * the gate checks that what is visited equals the data set's scalars. Only bindings that override
   * this have an access row ({@link #hasAccess}); a full read is not an access.
   */
  public void access(byte[] bytes, FieldSink sink) throws IOException {
    throw new UnsupportedOperationException(getClass().getName() + " has no access path");
  }

  /** True when the adapter visits fields without building the model ({@link #access}). */
  public final boolean hasAccess() {
    return overrides("access", byte[].class, FieldSink.class);
  }

  /**
   * Reads the data set's one deep field ({@link DataSet#partialPath}, e.g. {@code rows.500.id})
   * out of an encoding, for the partial-read operation. The default is a full decode followed by a
   * walk to the field ({@link DataSet#partialOf}), labelled "full decode"; an adapter whose
   * library can do better (a lazy or on-demand parser, a streaming parser that skips, a zero-copy
   * accessor) overrides this and {@link #partialMethod} to say how. Tree bindings override it to
   * walk their own tree. The result is compared as text with {@link DataSet#partialExpected}.
   */
  public Object readPartial(byte[] bytes) throws IOException {
    return dataSet.partialOf(readBytes(bytes));
  }

  /** How this binding's partial read works, for its row's label: "full decode" unless overridden. */
  public String partialMethod() {
    return "full decode";
  }

  /** True when the adapter has its own partial read ({@link #readPartial} overridden). */
  public final boolean hasPartial() {
    return overrides("readPartial", byte[].class);
  }

  /**
   * The write targets the benchmarks time for this binding, and so the ones the round-trip gate
   * proves first ({@link NativeTargets#timedWrite}).
   */
  public final Set<Target> timedWriteTargets(CodecInfo info) {
    return NativeTargets.of(this).timedWrite(info);
  }

  /** The read targets the benchmarks time for this binding ({@link NativeTargets#timedRead}). */
  public final Set<Target> timedReadTargets(CodecInfo info) {
    return NativeTargets.of(this).timedRead(info);
  }

  /**
   * A binding of unknown value type as one that takes any value: the one unchecked cast callers
   * need, because {@link Codec#bind} cannot name the type it binds. Safe as long as only values
   * from this binding ({@link #sample}, {@link #read}) are passed back to it.
   */
  @SuppressWarnings("unchecked")
  public static Binding<Object> erase(Binding<?> binding) {
    return (Binding<Object>) binding;
  }

  /** The write targets this adapter implements itself rather than through the defaults. */
  public final Set<Target> nativeWriteTargets() {
    Set<Target> s = EnumSet.of(Target.STREAM);
    if (overrides("writeBytes", Object.class)) s.add(Target.BYTES);
    if (overrides("writeString", Object.class)) s.add(Target.STRING);
    if (overrides("writeChars", Object.class, Writer.class)) s.add(Target.WRITER);
    if (overrides("writeFile", Object.class, Path.class)) s.add(Target.FILE);
    return s;
  }

  /** The read targets this adapter implements itself rather than through the defaults. */
  public final Set<Target> nativeReadTargets() {
    Set<Target> s = EnumSet.of(Target.STREAM);
    if (overrides("readBytes", byte[].class)) s.add(Target.BYTES);
    if (overrides("readString", String.class)) s.add(Target.STRING);
    if (overrides("readChars", Reader.class)) s.add(Target.READER);
    if (overrides("readFile", Path.class)) s.add(Target.FILE);
    return s;
  }

  private boolean overrides(String name, Class<?>... params) {
    for (Class<?> c = getClass(); c != Binding.class && c != null; c = c.getSuperclass()) {
      try {
        c.getDeclaredMethod(name, params);
        return true;
      } catch (NoSuchMethodException e) {
        // keep looking up the hierarchy
      }
    }
    return false;
  }
}
