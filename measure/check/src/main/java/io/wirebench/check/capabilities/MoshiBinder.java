package io.wirebench.check.capabilities;

import com.squareup.moshi.FromJson;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import com.squareup.moshi.Moshi;
import com.squareup.moshi.ToJson;
import io.wirebench.check.capabilities.Model.OldColor;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** Moshi 1.15 with its reflection adapter (no codegen), one reused Moshi; adapters for the rest. */
final class MoshiBinder {
  private MoshiBinder() {}

  /** Adapters Moshi's documentation shows for platform types: @ToJson/@FromJson methods. */
  static final class Adapters {
    @ToJson String instant(Instant v) {
      return v.toString();
    }

    @FromJson Instant instant(String s) {
      return Instant.parse(s);
    }

    @ToJson String localDate(LocalDate v) {
      return v.toString();
    }

    @FromJson LocalDate localDate(String s) {
      return LocalDate.parse(s);
    }

    @ToJson void bigDecimal(JsonWriter w, BigDecimal v) throws IOException {
      w.value(v);
    }

    @FromJson BigDecimal bigDecimal(JsonReader r) throws IOException {
      return new BigDecimal(r.nextString());
    }

    @ToJson String oldColor(OldColor v) {
      return v.name();
    }

    @FromJson OldColor oldColor(String s) {
      return OldColor.valueOf(s);
    }
  }

  static Binder create() {
    Moshi base = new Moshi.Builder().build();
    Moshi withAdapters = new Moshi.Builder().add(new Adapters()).build();
    return binder(base, id -> switch (id) {
      case "java-time" -> new Binder.Configured(binder(withAdapters, x -> null),
          "an adapter object with @ToJson/@FromJson for Instant and LocalDate");
      case "bigdecimal" -> new Binder.Configured(binder(withAdapters, x -> null),
          "an adapter object with @ToJson/@FromJson for BigDecimal (written as a JSON number)");
      case "static-enum" -> new Binder.Configured(binder(withAdapters, x -> null),
          "an adapter object with @ToJson name() and @FromJson valueOf(String)");
      default -> null;
    });
  }

  private static Binder binder(Moshi m, java.util.function.Function<String, Binder.Configured> conf) {
    return Binders.of(v -> write(m, v),
        (json, type) -> m.adapter(type).fromJson(json), conf);
  }

  @SuppressWarnings("unchecked")
  private static String write(Moshi m, Object v) {
    return ((com.squareup.moshi.JsonAdapter<Object>) m.adapter(v.getClass())).toJson(v);
  }
}
