package io.wirebench.core;

import java.util.List;
import java.util.Objects;

/**
 * What a codec is: everything the results and {@code list} say about it.
 *
 * @param id stable id used on the command line and in results ({@code jackson-databind})
 * @param library the library's name as its users know it ({@code Jackson databind})
 * @param version the library version loaded at run time
 * @param format the wire format ({@code JSON}, {@code Smile}, {@code MessagePack})
 * @param mediaType the format's media type ({@code application/json})
 * @param textual true when the format is text (UTF-8), which enables the String, Writer and
 *     Reader targets
 * @param binding how values are mapped
 * @param family the kind of format, which also names the module the codec lives in
 * @param config how the codec is configured, and why that is the production setting its
 *     documentation recommends
 * @param notes anything a reader of the results must know (the size depends on a setting, a
 *     conversion to generated classes is included in the timing, ...); empty when none
 * @param jvmArgs JVM flags the library needs in a benchmark fork (recorded in the results)
 * @param refusesTrailingBytes true when reading an encoding followed by anything else fails
 *     rather than ignoring the rest (the contract and the gate check it); false when the library
 *     cannot tell, which {@code notes} should say
 * @param readsOnly true for a library that only parses (it has no writer): the gate and the read
 *     benchmarks feed it the reference JSON encoding ({@code Json.write(dataSet.value())}) instead
 *     of its own, and only read cells are planned for it; only a JSON text codec can say so
 * @param dialect how the codec's bytes differ from the standard form of {@code format}, when they
 *     do (Jettison's mapped convention wraps the value in an object named after its class;
 *     bson4jackson's streaming mode writes every document length as 0); null for a codec whose
 *     bytes are the format's standard form. {@code list}, run.json, the report's codec table and
 *     the gate's verdicts say so, and the gate does not compare a dialect's output with the
 *     reference JSON (it is not meant to be equal); see {@link #isDialect}
 * @param artifact the library's Maven coordinates {@code groupId:artifactId}, when the codec names
 *     them ({@link Builder#library(String, Class, String, String)}); null otherwise. A run can then
 *     measure the same adapter against other versions of that artifact ({@code codec@VERSION}).
 * @param concurrency how several benchmark threads use the codec ({@code run --threads}): each its
 *     own binding (the default), or one binding shared, where the library documents its configured
 *     object as thread-safe ({@link Builder#sharedAcrossThreads})
 */
public record CodecInfo(String id, String library, String version, String format, String mediaType,
    boolean textual, BindingStyle binding, Family family, String config, String notes,
    List<String> jvmArgs, boolean refusesTrailingBytes, boolean readsOnly, String dialect, String artifact,
    Concurrency concurrency) {

  public CodecInfo {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(library, "library");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(binding, "binding");
    Objects.requireNonNull(family, "family");
    version = version == null ? "unknown" : version;
    mediaType = mediaType == null ? "application/octet-stream" : mediaType;
    config = config == null ? "" : config;
    notes = notes == null ? "" : notes;
    jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
    dialect = dialect == null || dialect.isBlank() ? null : dialect.strip();
    concurrency = concurrency == null ? Concurrency.PER_THREAD : concurrency;
    if (readsOnly && dialect != null) {
      throw new IllegalArgumentException("codec " + id + " is read only, so it writes nothing, and cannot "
          + "write a dialect");
    }
    if (readsOnly && !(textual && "JSON".equals(format))) {
      throw new IllegalArgumentException("codec " + id + " is read only, so it reads the reference JSON "
          + "encoding; a " + format + " codec cannot: only a JSON text codec can be read only");
    }
  }

  /** A codec that each benchmark thread binds for itself ({@link Concurrency#PER_THREAD}). */
  public CodecInfo(String id, String library, String version, String format, String mediaType,
      boolean textual, BindingStyle binding, Family family, String config, String notes,
      List<String> jvmArgs, boolean refusesTrailingBytes, boolean readsOnly, String dialect, String artifact) {
    this(id, library, version, format, mediaType, textual, binding, family, config, notes, jvmArgs,
        refusesTrailingBytes, readsOnly, dialect, artifact, Concurrency.PER_THREAD);
  }

  /** A codec whose Maven artifact is not named. */
  public CodecInfo(String id, String library, String version, String format, String mediaType,
      boolean textual, BindingStyle binding, Family family, String config, String notes,
      List<String> jvmArgs, boolean refusesTrailingBytes, boolean readsOnly, String dialect) {
    this(id, library, version, format, mediaType, textual, binding, family, config, notes, jvmArgs,
        refusesTrailingBytes, readsOnly, dialect, null);
  }

  /**
   * A copy for a variant of this codec ({@link CodecVariant}): another id, and the library version
   * it runs when known (null keeps this one's).
   */
  public CodecInfo variant(String newId, String newVersion) {
    return new CodecInfo(newId, library, newVersion == null ? version : newVersion, format, mediaType, textual,
        binding, family, config, notes, jvmArgs, refusesTrailingBytes, readsOnly, dialect, artifact, concurrency);
  }

  /** A codec that writes its format's standard form (no dialect). */
  public CodecInfo(String id, String library, String version, String format, String mediaType,
      boolean textual, BindingStyle binding, Family family, String config, String notes,
      List<String> jvmArgs, boolean refusesTrailingBytes, boolean readsOnly) {
    this(id, library, version, format, mediaType, textual, binding, family, config, notes, jvmArgs,
        refusesTrailingBytes, readsOnly, null);
  }

  /** Whether the codec's bytes are not the standard form of its format ({@link #dialect} says how). */
  public boolean isDialect() {
    return dialect != null;
  }

  /** The format as {@code list} and the tables show it: "JSON, read only", "BSON, dialect". */
  public String formatLabel() {
    return format + (readsOnly ? ", read only" : "") + (dialect != null ? ", dialect" : "");
  }

  /** A codec that does not claim to refuse trailing bytes. */
  public CodecInfo(String id, String library, String version, String format, String mediaType,
      boolean textual, BindingStyle binding, Family family, String config, String notes,
      List<String> jvmArgs) {
    this(id, library, version, format, mediaType, textual, binding, family, config, notes, jvmArgs,
        false, false);
  }

  /** Starts describing a codec. */
  public static Builder builder(String id) {
    return new Builder(id);
  }

  /**
   * A copy with another id, format and textual flag: used by wrappers such as compression. The
   * copy does not claim to refuse trailing bytes (a wrapper's decoder decides that), nor to be read
   * only (a wrapper has no reference encoding of its own format; {@link CompressedCodec} refuses
   * to wrap a read-only codec). A dialect stays a dialect inside the wrapper, and a shared binding
   * stays shared: the wrapper's own binding keeps no state ({@link CompressedCodec}).
   */
  public CodecInfo derive(String newId, String newFormat, boolean newTextual, String extraNotes) {
    String n = notes.isEmpty() ? extraNotes : notes + "; " + extraNotes;
    return new CodecInfo(newId, library, version, newFormat, mediaType, newTextual, binding, family,
        config, n, jvmArgs, false, false, dialect, artifact, concurrency);
  }

  /** Fluent construction of {@link CodecInfo}; {@code library}, {@code format} and {@code binding} are required. */
  public static final class Builder {
    private final String id;
    private String library;
    private String version;
    private String format;
    private String mediaType;
    private boolean textual;
    private BindingStyle binding;
    private Family family;
    private String config;
    private String notes;
    private List<String> jvmArgs = List.of();
    private boolean refusesTrailingBytes;
    private boolean readsOnly;
    private String dialect;
    private String artifact;
    private Concurrency concurrency = Concurrency.PER_THREAD;

    private Builder(String id) {
      this.id = id;
    }

    /** The library's name and its version, read from {@code groupId:artifactId}'s jar. */
    public Builder library(String name, Class<?> anyClass, String groupId, String artifactId) {
      this.library = name;
      this.version = LibraryVersion.of(anyClass, groupId, artifactId);
      this.artifact = groupId + ":" + artifactId;
      return this;
    }

    /**
     * The library's Maven coordinates, for a codec that finds its version some other way
     * ({@link #library(String, String)}): a run can then measure other versions of it ({@code codec@VERSION}).
     */
    public Builder artifact(String groupId, String artifactId) {
      this.artifact = groupId + ":" + artifactId;
      return this;
    }

    /** The library's name and a version found some other way. */
    public Builder library(String name, String version) {
      this.library = name;
      this.version = version;
      return this;
    }

    /** A text format (UTF-8), with its family. */
    public Builder text(String format, String mediaType, Family family) {
      return format(format, mediaType, family, true);
    }

    /** A binary format, with its family. */
    public Builder binary(String format, String mediaType, Family family) {
      return format(format, mediaType, family, false);
    }

    private Builder format(String format, String mediaType, Family family, boolean textual) {
      this.format = format;
      this.mediaType = mediaType;
      this.family = family;
      this.textual = textual;
      return this;
    }

    public Builder binding(BindingStyle binding) { this.binding = binding; return this; }
    public Builder config(String config) { this.config = config; return this; }
    public Builder notes(String notes) { this.notes = notes; return this; }
    public Builder jvmArgs(String... args) { this.jvmArgs = List.of(args); return this; }

    /** Reading an encoding followed by more bytes fails (checked by the contract and the gate). */
    public Builder refusesTrailingBytes() { this.refusesTrailingBytes = true; return this; }

    /**
     * The library only parses: it has no writer. The gate reads the reference JSON encoding of each
     * data set instead of the codec's own, and only read cells are measured; write, roundtrip and
     * saveload are listed as not measured ("read only"). Only for JSON text formats. The binding's
     * {@code write} is never called and may throw.
     */
    public Builder readsOnly() { this.readsOnly = true; return this; }

    /**
     * The codec's bytes are not the standard form of its format: {@code how} says in what way, in
     * a sentence a user of another library understands ("writes every BSON document length as 0,
     * so readers that check lengths refuse it"). Shown by {@code list}, recorded in run.json and
     * the report, and named in the gate's verdict.
     */
    public Builder dialect(String how) { this.dialect = how; return this; }

    /**
     * Several benchmark threads share one binding ({@link Concurrency#SHARED}) instead of binding for
     * themselves. Only for a library whose documentation says its configured object is thread-safe and
     * meant to be shared, and an adapter whose binding keeps no other mutable state (or keeps it in
     * thread locals); say where the documentation says so in the adapter's javadoc. Without it, every
     * thread binds its own ({@link Concurrency#PER_THREAD}), which is always correct.
     */
    public Builder sharedAcrossThreads() { this.concurrency = Concurrency.SHARED; return this; }

    public CodecInfo build() {
      return new CodecInfo(id, library, version, format, mediaType, textual, binding, family,
          config, notes, jvmArgs, refusesTrailingBytes, readsOnly, dialect, artifact, concurrency);
    }
  }
}
