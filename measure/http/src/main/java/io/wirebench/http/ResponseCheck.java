package io.wirebench.http;

import io.wirebench.core.Binding;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.model.Person;
import io.wirebench.server.HttpCell;
import jakarta.xml.bind.JAXBContext;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import javax.xml.transform.stream.StreamSource;

/**
 * Before a cell's trials, the client decodes the route's GET response with the route's own format
 * and compares it with the data set's value, as the codec gate does for everything else, so a
 * provider that answers 200 with the wrong bytes is a failed cell, not a fast row: the generic
 * provider and the raw baseline with their codec, Jersey's Jackson provider with jackson-databind,
 * its JAXB provider with JAXB, the custom and text rows with their own formats, and Jersey's Kryo
 * module with Kryo 4 ({@link Kryo4Reader}: the client's own Kryo 5 does not read Kryo 4). The same
 * check runs on responses sampled while the load runs ({@link ResponseSampler}), so it is safe from
 * several threads: what it reuses is per thread or thread-safe.
 */
final class ResponseCheck {
  private ResponseCheck() {}

  /**
   * What the check found.
   *
   * @param failure why the response is wrong, or null
   * @param note what was not checked, or null
   */
  record Outcome(String failure, String note) {
    static final Outcome OK = new Outcome(null, null);
  }

  static Outcome check(HttpCell cell, byte[] body) {
    DataSet<?> ds;
    try {
      ds = DataSets.require(cell.dataSet());
    } catch (RuntimeException e) {
      return new Outcome(null, "response not decoded: " + e.getMessage());
    }
    Object actual;
    try {
      String codec = cell.codec() != null ? cell.codec() : cell.provider();
      switch (codec) {
        case "jersey-kryo" -> actual = kryo4().read(body, ds.type());
        case "jackson" -> actual = decode("jackson-databind", ds, body);
        case "jaxb" -> actual = jaxb(ds.type()).createUnmarshaller()
            .unmarshal(new StreamSource(new ByteArrayInputStream(body)), ds.type()).getValue();
        case "custom" -> {
          DataInputStream in = new DataInputStream(new ByteArrayInputStream(body));
          actual = new Person(in.readUTF(), in.readInt(), in.readUTF());
        }
        case "text" -> {
          String[] f = new String(body, StandardCharsets.UTF_8).strip().split(";", -1);
          if (f.length != 3) return new Outcome("the text response is not name;age;city: " + brief(body), null);
          actual = new Person(f[0], Integer.parseInt(f[1]), f[2]);
        }
        default -> actual = decode(codec, ds, body);
      }
    } catch (Exception | LinkageError e) {
      return new Outcome("the response (" + body.length + " bytes) does not decode as " + cell.mediaType() + ": "
          + RoundTripGate.describe(e), null);
    }
    Optional<?> diff = ds.compare(ds.value(), actual);
    return diff.isEmpty() ? Outcome.OK
        : new Outcome("the response decodes to another value than the data set's: " + diff.get(), null);
  }

  /** Bindings per codec and data set, per thread: a binding is used by one thread at a time. */
  private static final ThreadLocal<java.util.Map<String, Binding<Object>>> BINDINGS =
      ThreadLocal.withInitial(java.util.HashMap::new);
  /**
   * JAXB contexts are thread-safe and costly to make; an unmarshaller is cheap and one thread's, so
   * one is made per check.
   */
  private static final java.util.Map<Class<?>, JAXBContext> JAXB = new java.util.concurrent.ConcurrentHashMap<>();
  /** One Kryo 4 per thread, as Kryo is not thread-safe. */
  private static final ThreadLocal<Kryo4Reader> KRYO4 = new ThreadLocal<>();

  private static Object decode(String codec, DataSet<?> ds, byte[] body) throws IOException {
    Binding<Object> b = BINDINGS.get().computeIfAbsent(codec + " " + ds.id(),
        k -> Binding.erase(Registry.CODECS.require(codec).bind(ds)));
    return b.readBytes(body);
  }

  private static JAXBContext jaxb(Class<?> type) throws jakarta.xml.bind.JAXBException {
    JAXBContext c = JAXB.get(type);
    if (c == null) {
      c = JAXBContext.newInstance(type);
      JAXB.putIfAbsent(type, c);
    }
    return c;
  }

  private static Kryo4Reader kryo4() throws IOException {
    Kryo4Reader r = KRYO4.get();
    if (r == null) KRYO4.set(r = Kryo4Reader.load());
    return r;
  }

  /** The codec registry, loaded once, when a check first needs it. */
  private static final class Registry {
    static final Codecs CODECS = Codecs.load();
  }

  private static String brief(byte[] body) {
    String s = new String(body, StandardCharsets.UTF_8).strip();
    return s.length() > 80 ? s.substring(0, 80) + " ..." : s;
  }
}
