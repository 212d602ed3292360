package io.wirebench.check.capabilities;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.wirebench.check.capabilities.Model.OldColor;
import io.wirebench.check.capabilities.thirdparty.Vendor;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The libraries of the capabilities matrix, each in its documented production default (one
 * reused mapper, no pretty printing), with the configuration each offers for the cases its
 * default cannot do: Jackson modules, features and mix-ins; Gson type adapters; Moshi adapters;
 * fastjson2 mix-ins and registered readers; JSON-B adapters.
 */
final class Binders {
  private Binders() {}

  /** Library id to its binder, built in the row's JVM. */
  static final Map<String, java.util.function.Supplier<Binder>> ALL = new LinkedHashMap<>();
  static final Map<String, String> LIBRARY = new LinkedHashMap<>();

  static {
    ALL.put("jackson", Binders::jackson);
    LIBRARY.put("jackson", "Jackson databind " + com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION);
    ALL.put("gson", Binders::gson);
    LIBRARY.put("gson", "Gson " + version(Gson.class));
    ALL.put("moshi", MoshiBinder::create);
    LIBRARY.put("moshi", "Moshi (reflection adapter) " + version(com.squareup.moshi.Moshi.class));
    ALL.put("fastjson2", Fastjson2Binder::create);
    LIBRARY.put("fastjson2", "fastjson2 " + com.alibaba.fastjson2.JSON.VERSION);
    ALL.put("yasson", JsonbBinder::create);
    LIBRARY.put("yasson", "Eclipse Yasson (JSON-B) " + version(org.eclipse.yasson.YassonJsonb.class));
  }

  static String version(Class<?> c) {
    String v = c.getPackage().getImplementationVersion();
    return v == null ? "(version not in its manifest)" : v;
  }

  /** A binder from two functions. */
  static Binder of(ThrowingFunction<Object, String> write, Reader read, Function<String, Binder.Configured> configured) {
    return new Binder() {
      @Override public String write(Object value) throws Exception {
        return write.apply(value);
      }

      @Override public <T> T read(String json, Class<T> type) throws Exception {
        return type.cast(read.read(json, type));
      }

      @Override public Configured configured(String caseId) {
        return configured.apply(caseId);
      }
    };
  }

  interface ThrowingFunction<A, B> {
    B apply(A a) throws Exception;
  }

  interface Reader {
    Object read(String json, Class<?> type) throws Exception;
  }

  // ---- Jackson: JsonMapper.builder().build(), reused; mix-ins for what cannot be annotated

  abstract static class OldColorMixin {
    @JsonValue abstract String name();

    @JsonCreator static OldColor valueOf(String name) {
      return null;
    }
  }

  abstract static class VendorMixin {
    @JsonCreator VendorMixin(@JsonProperty("id") String id, @JsonProperty("qty") int qty) {}
  }

  static Binder jackson() {
    JsonMapper base = JsonMapper.builder().build();
    return jacksonBinder(base, id -> switch (id) {
      case "unknown-ignored" -> new Binder.Configured(jacksonBinder(
          JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build(), x -> null),
          "disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)");
      case "omit-null" -> new Binder.Configured(jacksonBinder(
          JsonMapper.builder().serializationInclusion(JsonInclude.Include.NON_NULL).build(), x -> null),
          "serializationInclusion(JsonInclude.Include.NON_NULL)");
      case "optional" -> new Binder.Configured(jacksonBinder(
          JsonMapper.builder().addModule(new com.fasterxml.jackson.datatype.jdk8.Jdk8Module()).build(), x -> null),
          "the Jdk8Module (jackson-datatype-jdk8)");
      case "java-time" -> new Binder.Configured(jacksonBinder(JsonMapper.builder()
          .addModule(new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule())
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build(), x -> null),
          "the JavaTimeModule (jackson-datatype-jsr310) and disable(WRITE_DATES_AS_TIMESTAMPS)");
      case "static-enum" -> new Binder.Configured(jacksonBinder(
          JsonMapper.builder().addMixIn(OldColor.class, OldColorMixin.class).build(), x -> null),
          "a mix-in: @JsonValue on name() and @JsonCreator on the static valueOf(String)");
      case "third-party" -> new Binder.Configured(jacksonBinder(
          JsonMapper.builder().addMixIn(Vendor.class, VendorMixin.class).build(), x -> null),
          "a mix-in: @JsonCreator on the constructor, @JsonProperty on its parameters");
      default -> null;
    });
  }

  private static Binder jacksonBinder(JsonMapper m, Function<String, Binder.Configured> conf) {
    return of(m::writeValueAsString, (json, type) -> m.readValue(json, type), conf);
  }

  // ---- Gson: new Gson(), reused; TypeAdapters registered with GsonBuilder

  static final class InstantAdapter extends TypeAdapter<Instant> {
    @Override public void write(JsonWriter out, Instant v) throws IOException {
      if (v == null) out.nullValue(); else out.value(v.toString());
    }

    @Override public Instant read(JsonReader in) throws IOException {
      return Instant.parse(in.nextString());
    }
  }

  static final class LocalDateAdapter extends TypeAdapter<LocalDate> {
    @Override public void write(JsonWriter out, LocalDate v) throws IOException {
      if (v == null) out.nullValue(); else out.value(v.toString());
    }

    @Override public LocalDate read(JsonReader in) throws IOException {
      return LocalDate.parse(in.nextString());
    }
  }

  static final class OldColorAdapter extends TypeAdapter<OldColor> {
    @Override public void write(JsonWriter out, OldColor v) throws IOException {
      if (v == null) out.nullValue(); else out.value(v.name());
    }

    @Override public OldColor read(JsonReader in) throws IOException {
      return OldColor.valueOf(in.nextString());
    }
  }

  static Binder gson() {
    Gson base = new Gson();
    return gsonBinder(base, id -> switch (id) {
      case "java-time" -> new Binder.Configured(gsonBinder(new GsonBuilder()
          .registerTypeAdapter(Instant.class, new InstantAdapter())
          .registerTypeAdapter(LocalDate.class, new LocalDateAdapter()).create(), x -> null),
          "TypeAdapters for Instant and LocalDate (ISO-8601 strings)");
      case "static-enum" -> new Binder.Configured(gsonBinder(new GsonBuilder()
          .registerTypeAdapter(OldColor.class, new OldColorAdapter()).create(), x -> null),
          "a TypeAdapter writing name() and reading through valueOf(String)");
      default -> null;
    });
  }

  private static Binder gsonBinder(Gson g, Function<String, Binder.Configured> conf) {
    return of(g::toJson, (json, type) -> g.fromJson(json, type), conf);
  }

  static List<String> ids() {
    return List.copyOf(ALL.keySet());
  }

}
