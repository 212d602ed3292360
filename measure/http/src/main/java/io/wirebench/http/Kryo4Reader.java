package io.wirebench.http;

import io.wirebench.core.BuiltInDataSet;
import io.wirebench.server.KryoResolver;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;

/**
 * Reads, in the client, what Jersey's Kryo module writes: its provider writes an entity with
 * {@code kryo.writeObject(output, entity)} on Kryo 4.0.3, from Kryos that {@link KryoResolver}
 * configures (registration required, every model class registered in one order). The client runs
 * Kryo 5, whose format differs, so Kryo 4's own classes are loaded from its jar
 * ({@link ServerProcess#kryo4Jar}) in a class loader of their own, child first for
 * {@code com.esotericsoftware.kryo} only (the model classes, MinLog, ReflectASM and Objenesis come
 * from the application, as on the Kryo 4 server), and called by reflection. One Kryo per reader, and
 * one reader per thread at a time ({@link ResponseCheck} keeps one per thread).
 */
final class Kryo4Reader {
  private final Object kryo;
  private final Constructor<?> input;
  private final Method readObject;

  private Kryo4Reader(ClassLoader loader) throws ReflectiveOperationException {
    Class<?> kryoClass = Class.forName("com.esotericsoftware.kryo.Kryo", true, loader);
    kryo = kryoClass.getConstructor().newInstance();
    kryoClass.getMethod("setRegistrationRequired", boolean.class).invoke(kryo, true);
    Method register = kryoClass.getMethod("register", Class.class);
    for (Class<?> c : BuiltInDataSet.allModelClasses()) register.invoke(kryo, c); // as KryoResolver does
    Class<?> inputClass = Class.forName("com.esotericsoftware.kryo.io.Input", true, loader);
    input = inputClass.getConstructor(byte[].class);
    readObject = kryoClass.getMethod("readObject", inputClass, Class.class);
  }

  /** A reader on Kryo 4's jar. */
  static Kryo4Reader load() throws IOException {
    URL jar = ServerProcess.kryo4Jar().toUri().toURL();
    try {
      return new Kryo4Reader(new Kryo4Loader(jar, Kryo4Reader.class.getClassLoader()));
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new IOException("Kryo 4 (" + jar + ") could not be loaded to read Jersey's Kryo module: " + e, e);
    }
  }

  /** The entity {@code body} holds, read as Jersey's Kryo module reads a request ({@code kryo.readObject}). */
  <T> T read(byte[] body, Class<T> type) throws IOException {
    try {
      return type.cast(readObject.invoke(kryo, input.newInstance((Object) body), type));
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      throw new IOException("Kryo 4: " + cause, cause);
    } catch (ReflectiveOperationException e) {
      throw new IOException("Kryo 4: " + e, e);
    }
  }

  /** Kryo 4's own classes from its jar, everything else from the application. */
  private static final class Kryo4Loader extends URLClassLoader {
    static {
      registerAsParallelCapable();
    }

    Kryo4Loader(URL jar, ClassLoader parent) {
      super(new URL[] {jar}, parent);
    }

    @Override protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith("com.esotericsoftware.kryo.")) return super.loadClass(name, resolve);
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null) c = findClass(name);
        if (resolve) resolveClass(c);
        return c;
      }
    }
  }
}
