package io.wirebench.codecs.json;

import io.wirebench.core.PathSteps;
import io.wirebench.core.FieldSink;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Iterator;
import java.util.Map;

/**
 * simdjson-java's parsed document without binding: {@code SimdJsonParser.parse(byte[], int)}
 * returns a {@code JsonValue}, a cursor over the parser's tape. The parse indexes the whole
 * document with SIMD and writes every value onto the tape (strings unescaped into its string
 * buffer, numbers parsed), but makes no Java object; a walk makes only what it asks for: an
 * array's elements are stepped over by their matching-brace index, {@code get(key)} compares key
 * bytes on the tape, and {@code asString} makes the one String asked for.
 *
 * <p>The jar is Java 24 class files, which this module (built for 17) cannot compile against, so
 * every call goes through a method handle. They are {@code static final}, which the JIT treats as
 * constants and inlines like direct calls. This class is initialized by the first access or
 * partial read, on a JVM that {@link SimdjsonCodec#bind} has accepted; should another version of
 * the jar lack one of these methods, that call fails (and the gate says so) while reads still work.
 */
final class SimdjsonTree {
  private static final MethodHandle PARSE;
  private static final MethodHandle IS_STRING;
  private static final MethodHandle IS_LONG;
  private static final MethodHandle IS_DOUBLE;
  private static final MethodHandle IS_BOOLEAN;
  private static final MethodHandle IS_OBJECT;
  private static final MethodHandle IS_ARRAY;
  private static final MethodHandle AS_STRING;
  private static final MethodHandle AS_LONG;
  private static final MethodHandle AS_DOUBLE;
  private static final MethodHandle AS_BOOLEAN;
  private static final MethodHandle GET;
  private static final MethodHandle ARRAY_ITERATOR;
  private static final MethodHandle OBJECT_ITERATOR;

  static {
    try {
      Class<?> parser = Class.forName(SimdjsonCodec.PARSER);
      Class<?> value = Class.forName("org.simdjson.JsonValue");
      MethodHandles.Lookup l = MethodHandles.publicLookup();
      PARSE = l.findVirtual(parser, "parse", MethodType.methodType(value, byte[].class, int.class))
          .asType(MethodType.methodType(Object.class, Object.class, byte[].class, int.class));
      IS_STRING = call(l, value, "isString", boolean.class);
      IS_LONG = call(l, value, "isLong", boolean.class);
      IS_DOUBLE = call(l, value, "isDouble", boolean.class);
      IS_BOOLEAN = call(l, value, "isBoolean", boolean.class);
      IS_OBJECT = call(l, value, "isObject", boolean.class);
      IS_ARRAY = call(l, value, "isArray", boolean.class);
      AS_STRING = call(l, value, "asString", String.class);
      AS_LONG = call(l, value, "asLong", long.class);
      AS_DOUBLE = call(l, value, "asDouble", double.class);
      AS_BOOLEAN = call(l, value, "asBoolean", boolean.class);
      ARRAY_ITERATOR = call(l, value, "arrayIterator", Iterator.class);
      OBJECT_ITERATOR = call(l, value, "objectIterator", Iterator.class);
      GET = l.findVirtual(value, "get", MethodType.methodType(value, String.class))
          .asType(MethodType.methodType(Object.class, Object.class, String.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private SimdjsonTree() {}

  private static MethodHandle call(MethodHandles.Lookup l, Class<?> value, String name, Class<?> returns)
      throws ReflectiveOperationException {
    return l.findVirtual(value, name, MethodType.methodType(returns))
        .asType(MethodType.methodType(returns, Object.class));
  }

  /**
   * Walks the parsed document to the path's field: an array takes the step as an index (its
   * iterator steps over the elements before it without reading them), an object as a key.
   */
  static Object partial(Object parser, byte[] bytes, PathSteps steps) throws Throwable {
    Object node = (Object) PARSE.invokeExact(parser, bytes, bytes.length);
    for (int i = 0; i < steps.size(); i++) {
      Object next = null;
      if ((boolean) IS_ARRAY.invokeExact(node)) {
        int index = steps.index(i);
        Iterator<?> it = (Iterator<?>) ARRAY_ITERATOR.invokeExact(node);
        for (int k = 0; k < index && it.hasNext(); k++) it.next();
        if (it.hasNext()) next = it.next();
      } else if ((boolean) IS_OBJECT.invokeExact(node)) {
        next = (Object) GET.invokeExact(node, steps.name(i));
      }
      if (next == null) throw steps.notFound(i);
      node = next;
    }
    return scalar(node);
  }

  private static Object scalar(Object v) throws Throwable {
    if ((boolean) IS_STRING.invokeExact(v)) return (String) AS_STRING.invokeExact(v);
    if ((boolean) IS_LONG.invokeExact(v)) return (long) AS_LONG.invokeExact(v);
    if ((boolean) IS_DOUBLE.invokeExact(v)) return (double) AS_DOUBLE.invokeExact(v);
    if ((boolean) IS_BOOLEAN.invokeExact(v)) return (boolean) AS_BOOLEAN.invokeExact(v);
    if ((boolean) IS_OBJECT.invokeExact(v) || (boolean) IS_ARRAY.invokeExact(v)) return v;
    return null; // JSON null
  }

  /**
   * Visits every scalar of the parsed document. An object's iterator hands out entries whose key
   * it has made into a String; the walk drops it.
   */
  static void access(Object parser, byte[] bytes, FieldSink sink) throws Throwable {
    walk((Object) PARSE.invokeExact(parser, bytes, bytes.length), sink);
  }

  private static void walk(Object v, FieldSink sink) throws Throwable {
    if ((boolean) IS_STRING.invokeExact(v)) {
      sink.visit((String) AS_STRING.invokeExact(v));
    } else if ((boolean) IS_LONG.invokeExact(v)) {
      sink.visit((long) AS_LONG.invokeExact(v));
    } else if ((boolean) IS_OBJECT.invokeExact(v)) {
      Iterator<?> it = (Iterator<?>) OBJECT_ITERATOR.invokeExact(v);
      while (it.hasNext()) walk(((Map.Entry<?, ?>) it.next()).getValue(), sink);
    } else if ((boolean) IS_ARRAY.invokeExact(v)) {
      Iterator<?> it = (Iterator<?>) ARRAY_ITERATOR.invokeExact(v);
      while (it.hasNext()) walk(it.next(), sink);
    } else if ((boolean) IS_DOUBLE.invokeExact(v)) {
      sink.visit((double) AS_DOUBLE.invokeExact(v));
    } else if ((boolean) IS_BOOLEAN.invokeExact(v)) {
      sink.visit((boolean) AS_BOOLEAN.invokeExact(v));
    } // else JSON null: not visited
  }
}
