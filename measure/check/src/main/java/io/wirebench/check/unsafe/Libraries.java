package io.wirebench.check.unsafe;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import com.cedarsoftware.io.JsonIo;
import com.cedarsoftware.io.ReadOptions;
import com.cedarsoftware.io.ReadOptionsBuilder;
import com.cedarsoftware.io.WriteOptionsBuilder;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import com.owlike.genson.Genson;
import com.owlike.genson.GensonBuilder;
import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.AnyTypePermission;
import com.thoughtworks.xstream.security.NoTypePermission;
import com.thoughtworks.xstream.security.NullPermission;
import com.thoughtworks.xstream.security.PrimitiveTypePermission;
import flexjson.JSONDeserializer;
import flexjson.JSONSerializer;
import io.wirebench.core.LibraryVersion;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import jodd.json.JsonParser;
import jodd.json.JsonSerializer;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.apache.fory.resolver.AllowListChecker;

/**
 * The libraries of the unsafe-types matrix: for each, the unrestricted writer that makes its
 * payloads, its configurations (the default first, then its documented unsafe and safe switches),
 * and the wirebench codecs built on it. Every configuration's text states exactly its settings.
 */
final class Libraries {
  static final String HOLDER = Holder.class.getName();

  /** Writes a case's value as a payload: the library's own writer, unrestricted. */
  @FunctionalInterface
  interface Writer {
    byte[] write(Object value, Class<?> declared) throws Exception;
  }

  /** Reads a payload in one configuration. */
  @FunctionalInterface
  interface Reader {
    Object read(byte[] payload, Class<?> declared) throws Exception;
  }

  /** Makes a configuration's reader, in the row's JVM. */
  @FunctionalInterface
  interface Factory<T> {
    T make() throws Exception;
  }

  /**
   * @param name the configuration's name in the row id ("default" for the library's default)
   * @param text its exact settings
   * @param reader its reader, made in the row's JVM
   */
  record Config(String name, String text, Factory<Reader> reader) {}

  /**
   * @param key short id, the first part of its row ids
   * @param library the library's name
   * @param version its version (computed in wirebench's JVM)
   * @param writerText how its payloads are written
   * @param writer the unrestricted writer
   * @param configs the default first
   * @param codecs ids of the wirebench codecs built on it
   */
  record Library(String key, String library, Supplier<String> version, String writerText, Factory<Writer> writer,
      List<Config> configs, List<String> codecs) {}

  private Libraries() {}

  static final List<Library> ALL = List.of(java(), kryo(), fory(), hessian(), xstream(), fastjson2(), jackson(), jsonIo(),
      flexjson(), genson(), joddJson());

  static Library find(String key) {
    for (Library l : ALL) {
      if (l.key().equals(key)) return l;
    }
    throw new IllegalArgumentException("no library " + key);
  }

  // --- Java serialization ---------------------------------------------------------------------

  private static Library java() {
    return new Library("java", "JDK serialization", LibraryVersion::jdk,
        "ObjectOutputStream.writeObject",
        () -> (value, declared) -> {
          ByteArrayOutputStream bytes = new ByteArrayOutputStream();
          try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
          }
          return bytes.toByteArray();
        },
        List.of(
            new Config("default", "new ObjectInputStream(in).readObject() with no ObjectInputFilter "
                + "(no jdk.serialFilter property, no filter factory)", () -> (payload, declared) -> javaRead(payload, null)),
            new Config("pattern-filter", "ObjectInputFilter.Config.createFilter(\"" + HOLDER
                + ";java.base/*;!*\") set on the stream (JEP 290: Holder and java.base allowed, all else rejected)",
                () -> {
                  ObjectInputFilter f = ObjectInputFilter.Config.createFilter(HOLDER + ";java.base/*;!*");
                  return (payload, declared) -> javaRead(payload, f);
                })),
        List.of("java-serialization"));
  }

  private static Object javaRead(byte[] payload, ObjectInputFilter filter) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
      if (filter != null) in.setObjectInputFilter(filter);
      return in.readObject();
    }
  }

  // --- Kryo -----------------------------------------------------------------------------------

  private static Library kryo() {
    return new Library("kryo", "Kryo", () -> LibraryVersion.of(Kryo.class, "com.esotericsoftware", "kryo"),
        "new Kryo() with setRegistrationRequired(false), writeClassAndObject (classes written by name)",
        () -> {
          Kryo kryo = new Kryo();
          kryo.setRegistrationRequired(false);
          return (value, declared) -> {
            Output out = new Output(4096, -1);
            kryo.writeClassAndObject(out, value);
            return out.toBytes();
          };
        },
        List.of(
            new Config("default", "new Kryo() as is (Kryo 5: registration required, nothing registered), "
                + "readClassAndObject", () -> kryoReader(new Kryo())),
            new Config("registration-off", "new Kryo(), setRegistrationRequired(false) (the documented unsafe "
                + "switch), readClassAndObject", () -> {
                  Kryo kryo = new Kryo();
                  kryo.setRegistrationRequired(false);
                  return kryoReader(kryo);
                }),
            new Config("registration-required", "new Kryo(), registration required, Holder, ArrayList and "
                + "LinkedHashMap registered, readClassAndObject", () -> {
                  Kryo kryo = new Kryo();
                  kryo.setRegistrationRequired(true);
                  kryo.register(Holder.class);
                  kryo.register(ArrayList.class);
                  kryo.register(LinkedHashMap.class);
                  return kryoReader(kryo);
                })),
        List.of("kryo"));
  }

  private static Reader kryoReader(Kryo kryo) {
    return (payload, declared) -> kryo.readClassAndObject(new Input(payload));
  }

  // --- Fory -----------------------------------------------------------------------------------

  private static Library fory() {
    return new Library("fory", "Apache Fory", () -> LibraryVersion.of(Fory.class, "org.apache.fory", "fory-core"),
        "Fory.builder().withLanguage(JAVA).requireClassRegistration(false).build().serialize(value)",
        () -> {
          Fory fory = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(false)
              .suppressClassRegistrationWarnings(true).build();
          return (value, declared) -> fory.serialize(value);
        },
        List.of(
            new Config("default", "Fory.builder().withLanguage(JAVA).build() (requireClassRegistration "
                + "defaults to true; nothing registered), deserialize(bytes)",
                () -> foryReader(Fory.builder().withLanguage(Language.JAVA).build())),
            new Config("registration-off", "Fory.builder().withLanguage(JAVA).requireClassRegistration(false) "
                + "(the documented unsafe switch), deserialize(bytes)",
                () -> foryReader(Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(false)
                    .suppressClassRegistrationWarnings(true).build())),
            new Config("registration-required", "Fory.builder().withLanguage(JAVA).requireClassRegistration(true), "
                + "Holder, ArrayList and LinkedHashMap registered, deserialize(bytes)", () -> {
                  Fory fory = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true).build();
                  fory.register(Holder.class);
                  fory.register(ArrayList.class);
                  fory.register(LinkedHashMap.class);
                  return foryReader(fory);
                }),
            new Config("allow-list-checker", "Fory.builder().withLanguage(JAVA).requireClassRegistration(false)"
                + ".withTypeChecker(new AllowListChecker(STRICT)) with allowClass(Holder, java.util.ArrayList, "
                + "java.util.LinkedHashMap): the documented safe form without registration", () -> {
                  AllowListChecker checker = new AllowListChecker(AllowListChecker.CheckLevel.STRICT);
                  checker.allowClass(HOLDER);
                  checker.allowClass(ArrayList.class.getName());
                  checker.allowClass(LinkedHashMap.class.getName());
                  return foryReader(Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(false)
                      .suppressClassRegistrationWarnings(true).withTypeChecker(checker).build());
                })),
        List.of("fory"));
  }

  private static Reader foryReader(Fory fory) {
    return (payload, declared) -> fory.deserialize(payload);
  }

  // --- Hessian --------------------------------------------------------------------------------

  private static Library hessian() {
    return new Library("hessian", "Hessian", () -> LibraryVersion.of(Hessian2Output.class, "com.caucho", "hessian"),
        "Hessian2Output.writeObject with a default SerializerFactory",
        () -> (value, declared) -> {
          ByteArrayOutputStream bytes = new ByteArrayOutputStream();
          Hessian2Output out = new Hessian2Output(bytes);
          out.writeObject(value);
          out.flush();
          return bytes.toByteArray();
        },
        List.of(
            new Config("default", "new Hessian2Input(in).readObject() with its default SerializerFactory "
                + "(ClassFactory not in allow-list mode: only its built-in deny list)",
                () -> (payload, declared) -> new Hessian2Input(new ByteArrayInputStream(payload)).readObject()),
            new Config("allow-list", "SerializerFactory whose ClassFactory has setWhitelist(true) and allow(\""
                + HOLDER + "\") (java.* are in Hessian's built-in allow list), Hessian2Input.readObject()", () -> {
                  SerializerFactory factory = new SerializerFactory(Libraries.class.getClassLoader());
                  factory.getClassFactory().setWhitelist(true);
                  factory.getClassFactory().allow(HOLDER);
                  return (payload, declared) -> {
                    Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(payload));
                    in.setSerializerFactory(factory);
                    return in.readObject();
                  };
                })),
        List.of("hessian"));
  }

  // --- XStream --------------------------------------------------------------------------------

  private static Library xstream() {
    return new Library("xstream", "XStream", () -> LibraryVersion.of(XStream.class, "com.thoughtworks.xstream", "xstream"),
        "new XStream() with addPermission(AnyTypePermission.ANY), toXML",
        () -> {
          XStream x = new XStream();
          x.addPermission(AnyTypePermission.ANY);
          return (value, declared) -> x.toXML(value).getBytes(StandardCharsets.UTF_8);
        },
        List.of(
            new Config("default", "new XStream() as is (its security framework's default permissions), "
                + "fromXML", () -> xstreamReader(new XStream())),
            new Config("any-type", "new XStream(), addPermission(AnyTypePermission.ANY) (the documented unsafe "
                + "switch), fromXML", () -> {
                  XStream x = new XStream();
                  x.addPermission(AnyTypePermission.ANY);
                  return xstreamReader(x);
                }),
            new Config("allow-list", "new XStream(), addPermission(NoTypePermission.NONE), NullPermission.NULL, "
                + "PrimitiveTypePermission.PRIMITIVES, allowTypeHierarchy(Collection), allowTypeHierarchy(Map), "
                + "allowTypes(Holder, String) (the form of XStream's security documentation), fromXML", () -> {
                  XStream x = new XStream();
                  x.addPermission(NoTypePermission.NONE);
                  x.addPermission(NullPermission.NULL);
                  x.addPermission(PrimitiveTypePermission.PRIMITIVES);
                  x.allowTypeHierarchy(Collection.class);
                  x.allowTypeHierarchy(Map.class);
                  x.allowTypes(new Class<?>[] {Holder.class, String.class});
                  return xstreamReader(x);
                })),
        List.of("xstream"));
  }

  private static Reader xstreamReader(XStream x) {
    return (payload, declared) -> x.fromXML(new ByteArrayInputStream(payload));
  }

  // --- fastjson2 ------------------------------------------------------------------------------

  private static Library fastjson2() {
    return new Library("fastjson2", "fastjson2", () -> LibraryVersion.of(JSON.class, "com.alibaba.fastjson2", "fastjson2"),
        "JSON.toJSONBytes(value, JSONWriter.Feature.WriteClassName): {\"@type\":\"" + Canary.class.getName() + "\",...}",
        () -> (value, declared) -> JSON.toJSONBytes(value, JSONWriter.Feature.WriteClassName),
        List.of(
            new Config("default", "JSON.parseObject(bytes, declared type) with no features (AutoType off)",
                () -> (payload, declared) -> JSON.parseObject(payload, declared)),
            new Config("autotype-on", "JSON.parseObject(bytes, declared type, JSONReader.Feature.SupportAutoType) "
                + "(the documented unsafe switch)",
                () -> (payload, declared) -> JSON.parseObject(payload, declared, JSONReader.Feature.SupportAutoType)),
            new Config("autotype-filter", "JSON.parseObject(bytes, declared type, JSONReader.autoTypeFilter(\""
                + HOLDER + "\", \"java.util.ArrayList\", \"java.util.LinkedHashMap\")) (the documented safe form: "
                + "@type only for the names accepted)", () -> {
                  JSONReader.AutoTypeBeforeHandler filter = JSONReader.autoTypeFilter(HOLDER, "java.util.ArrayList",
                      "java.util.LinkedHashMap");
                  return (payload, declared) -> JSON.parseObject(payload, declared, filter);
                })),
        List.of("fastjson2"));
  }

  // --- Jackson --------------------------------------------------------------------------------

  private static Library jackson() {
    return new Library("jackson", "Jackson databind",
        () -> LibraryVersion.of(ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind"),
        "an ObjectMapper with activateDefaultTyping(LaissezFaireSubTypeValidator.instance) (OBJECT_AND_NON_CONCRETE, "
            + "WRAPPER_ARRAY), writerFor(declared type): [\"" + Canary.class.getName() + "\",{...}]",
        () -> {
          ObjectMapper m = new ObjectMapper();
          m.activateDefaultTyping(LaissezFaireSubTypeValidator.instance);
          return (value, declared) -> m.writerFor(declared).writeValueAsBytes(value);
        },
        List.of(
            new Config("default", "new ObjectMapper() as is (no default typing), readerFor(declared type)",
                () -> jacksonReader(new ObjectMapper())),
            new Config("default-typing-permissive", "new ObjectMapper().activateDefaultTyping("
                + "LaissezFaireSubTypeValidator.instance) (OBJECT_AND_NON_CONCRETE, WRAPPER_ARRAY; the unsafe form "
                + "Jackson's docs warn against), readerFor(declared type)", () -> {
                  ObjectMapper m = new ObjectMapper();
                  m.activateDefaultTyping(LaissezFaireSubTypeValidator.instance);
                  return jacksonReader(m);
                }),
            new Config("default-typing-allow-list", "new ObjectMapper().activateDefaultTyping("
                + "BasicPolymorphicTypeValidator.builder().allowIfSubType(Holder.class).allowIfSubType(ArrayList.class)"
                + ".allowIfSubType(LinkedHashMap.class).build()) (the validator Jackson's docs recommend), "
                + "readerFor(declared type)", () -> {
                  ObjectMapper m = new ObjectMapper();
                  m.activateDefaultTyping(BasicPolymorphicTypeValidator.builder().allowIfSubType(Holder.class)
                      .allowIfSubType(ArrayList.class).allowIfSubType(LinkedHashMap.class).build());
                  return jacksonReader(m);
                })),
        List.of("jackson-databind", "jackson-afterburner", "jackson-blackbird", "jackson-untyped",
            "jackson-databind-non-empty", "jackson3-databind", "jackson3-blackbird"));
  }

  private static Reader jacksonReader(ObjectMapper m) {
    return (payload, declared) -> {
      ObjectReader r = m.readerFor(declared);
      return r.readValue(payload);
    };
  }

  // --- json-io --------------------------------------------------------------------------------

  private static Library jsonIo() {
    return new Library("json-io", "json-io", () -> LibraryVersion.of(JsonIo.class, "com.cedarsoftware", "json-io"),
        "JsonIo.toJson(value, new WriteOptionsBuilder().build()) (its default: @type where the declared type is "
            + "not enough)",
        () -> (value, declared) -> JsonIo.toJson(value, new WriteOptionsBuilder().build())
            .getBytes(StandardCharsets.UTF_8),
        List.of(
            new Config("default", "JsonIo.toJava(text, new ReadOptionsBuilder().build()).asClass(declared type) "
                + "(json-io has no allow-list of classes)", () -> {
                  ReadOptions read = new ReadOptionsBuilder().build();
                  return (payload, declared) -> JsonIo.toJava(new String(payload, StandardCharsets.UTF_8), read)
                      .asClass(declared);
                })),
        List.of("json-io"));
  }

  private static String text(byte[] payload) {
    return new String(payload, StandardCharsets.UTF_8);
  }

  // --- Flexjson -------------------------------------------------------------------------------

  private static Library flexjson() {
    return new Library("flexjson", "Flexjson", () -> LibraryVersion.of(JSONSerializer.class, "net.sf.flexjson", "flexjson"),
        "new JSONSerializer().deepSerialize(value) (its default writes a \"class\" property in every object)",
        () -> (value, declared) -> new JSONSerializer().deepSerialize(value).getBytes(StandardCharsets.UTF_8),
        List.of(
            new Config("default", "new JSONDeserializer<>().deserialize(text) (root Object) or "
                + "deserialize(text, declared type) (Flexjson has no class allow-list)",
                () -> (payload, declared) -> declared == Object.class
                    ? new JSONDeserializer<Object>().deserialize(text(payload))
                    : new JSONDeserializer<Object>().deserialize(text(payload), declared))),
        List.of("flexjson"));
  }

  // --- Genson ---------------------------------------------------------------------------------

  private static Library genson() {
    return new Library("genson", "Genson", () -> LibraryVersion.of(Genson.class, "com.owlike", "genson"),
        "new GensonBuilder().useClassMetadata(true).create().serialize(value) (\"@class\" in objects)",
        () -> {
          Genson g = new GensonBuilder().useClassMetadata(true).create();
          return (value, declared) -> g.serialize(value).getBytes(StandardCharsets.UTF_8);
        },
        List.of(
            new Config("default", "new Genson().deserialize(text, declared type) (class metadata off by default)",
                () -> gensonReader(new Genson())),
            new Config("class-metadata", "new GensonBuilder().useClassMetadata(true).create(), deserialize(text, "
                + "declared type) (Genson has no class allow-list)",
                () -> gensonReader(new GensonBuilder().useClassMetadata(true).create()))),
        List.of("genson"));
  }

  private static Reader gensonReader(Genson g) {
    return (payload, declared) -> g.deserialize(text(payload), declared);
  }

  // --- Jodd JSON ------------------------------------------------------------------------------

  private static Library joddJson() {
    return new Library("jodd-json", "Jodd JSON", () -> LibraryVersion.of(JsonParser.class, "org.jodd", "jodd-json"),
        "JsonSerializer.create().withClassMetadata(true).deep(true).serialize(value) (\"__class\" in objects)",
        () -> (value, declared) -> JsonSerializer.create().withClassMetadata(true).deep(true).serialize(value)
            .getBytes(StandardCharsets.UTF_8),
        List.of(
            new Config("default", "JsonParser.create().parse(text, declared type) (class metadata off by default)",
                () -> joddReader(JsonParser::create)),
            new Config("class-metadata", "JsonParser.create().withClassMetadata(true), no allowClass: "
                + "parse(text, declared type)", () -> joddReader(() -> JsonParser.create().withClassMetadata(true))),
            new Config("class-metadata-allow-all", "JsonParser.create().withClassMetadata(true).allowAllClasses() "
                + "(the unsafe switch), parse(text, declared type)",
                () -> joddReader(() -> JsonParser.create().withClassMetadata(true).allowAllClasses())),
            new Config("class-metadata-allow-list", "JsonParser.create().withClassMetadata(true).allowClass(\""
                + HOLDER + "\").allowClass(\"java.util.*\"), parse(text, declared type)",
                () -> joddReader(() -> JsonParser.create().withClassMetadata(true).allowClass(HOLDER)
                    .allowClass("java.util.*")))),
        List.of("jodd-json"));
  }

  private static Reader joddReader(Supplier<JsonParser> parser) {
    return (payload, declared) -> parser.get().parse(text(payload), declared);
  }
}
