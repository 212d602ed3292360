package io.wirebench.check.capabilities;

import io.wirebench.check.capabilities.Model.OldColor;
import io.wirebench.check.capabilities.thirdparty.Vendor;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.adapter.JsonbAdapter;

/** JSON-B through Eclipse Yasson: one reused Jsonb; JsonbAdapters registered in a JsonbConfig. */
final class JsonbBinder {
  private JsonbBinder() {}

  public static final class OldColorAdapter implements JsonbAdapter<OldColor, String> {
    @Override public String adaptToJson(OldColor c) {
      return c.name();
    }

    @Override public OldColor adaptFromJson(String s) {
      return OldColor.valueOf(s);
    }
  }

  public static final class VendorAdapter implements JsonbAdapter<Vendor, JsonObject> {
    @Override public JsonObject adaptToJson(Vendor v) {
      return Json.createObjectBuilder().add("id", v.getId()).add("qty", v.getQty()).build();
    }

    @Override public Vendor adaptFromJson(JsonObject o) {
      return new Vendor(o.getString("id"), o.getInt("qty"));
    }
  }

  static Binder create() {
    Jsonb base = JsonbBuilder.create();
    return binder(base, id -> switch (id) {
      case "static-enum" -> new Binder.Configured(binder(
          JsonbBuilder.create(new JsonbConfig().withAdapters(new OldColorAdapter())), x -> null),
          "a JsonbAdapter<OldColor, String> in JsonbConfig.withAdapters");
      case "third-party" -> new Binder.Configured(binder(
          JsonbBuilder.create(new JsonbConfig().withAdapters(new VendorAdapter())), x -> null),
          "a JsonbAdapter<Vendor, JsonObject> in JsonbConfig.withAdapters");
      default -> null;
    });
  }

  private static Binder binder(Jsonb j, java.util.function.Function<String, Binder.Configured> conf) {
    return Binders.of(j::toJson, (json, type) -> j.fromJson(json, type), conf);
  }
}
