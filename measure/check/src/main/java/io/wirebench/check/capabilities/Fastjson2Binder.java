package io.wirebench.check.capabilities;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.annotation.JSONCreator;
import com.alibaba.fastjson2.annotation.JSONField;
import com.alibaba.fastjson2.reader.ObjectReader;
import com.alibaba.fastjson2.reader.ObjectReaderProvider;
import com.alibaba.fastjson2.writer.ObjectWriter;
import com.alibaba.fastjson2.writer.ObjectWriterProvider;
import io.wirebench.check.capabilities.Model.OldColor;
import io.wirebench.check.capabilities.thirdparty.Vendor;

/**
 * fastjson2 through its static JSON.toJSONString / JSON.parseObject (its documented entry
 * points, whose providers are shared); a mix-in and registered readers and writers for the rest.
 * Registrations are global to the JVM, so they are made only when a case's default has failed.
 */
final class Fastjson2Binder {
  private Fastjson2Binder() {}

  abstract static class VendorMixin {
    @JSONCreator VendorMixin(@JSONField(name = "id") String id, @JSONField(name = "qty") int qty) {}
  }

  static Binder create() {
    Binder plain = Binders.of(JSON::toJSONString, (json, type) -> JSON.parseObject(json, type), x -> null);
    return Binders.of(JSON::toJSONString, (json, type) -> JSON.parseObject(json, type), id -> switch (id) {
      case "static-enum" -> {
        // providers of their own: the default ones have already cached how they write OldPaint
        ObjectWriterProvider wp = new ObjectWriterProvider();
        wp.register(OldColor.class, (ObjectWriter<OldColor>) (w, o, name, type, features) -> w.writeString(((OldColor) o).name()));
        ObjectReaderProvider rp = new ObjectReaderProvider();
        rp.register(OldColor.class, (ObjectReader<OldColor>) (r, type, name, features) -> OldColor.valueOf(r.readString()));
        yield new Binder.Configured(Binders.of(v -> JSON.toJSONString(v, new JSONWriter.Context(wp)),
            (json, type) -> JSON.parseObject(json, type, new JSONReader.Context(rp)), x -> null),
            "an ObjectWriter writing name() and an ObjectReader reading through valueOf(String), registered with "
                + "ObjectWriterProvider/ObjectReaderProvider.register");
      }
      case "third-party" -> {
        JSON.mixIn(Vendor.class, VendorMixin.class);
        yield new Binder.Configured(plain, "JSON.mixIn with @JSONCreator on the constructor, @JSONField names on its "
            + "parameters");
      }
      default -> null;
    });
  }
}
