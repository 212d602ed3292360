package io.wirebench.core;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A user's own model classes as a data set ({@code class:FQCN:PATH}): the classes come from the
 * user's class path (the {@value #PROPERTY} system property, a list of jars and directories), the
 * values from a JSON or NDJSON file read with Jackson into that class.
 *
 * <p>In a fork or a gate child the user's jars are on the JVM's class path, so the system class
 * loader finds the class (and Java serialization resolves it as it would in the user's own
 * application). In the command's own JVM they are not: a class loader over the property's entries,
 * child of this one, loads them.
 */
public final class UserClasses {
  /** The system property that holds the user's class path, {@link File#pathSeparator}-separated. */
  public static final String PROPERTY = "wirebench.classpath";

  /** The prefix of a user-class data set's id. */
  public static final String PREFIX = "class:";

  private static volatile ClassLoader loader;
  private static volatile String loaderFor;

  private UserClasses() {}

  /** The user's class path entries (empty when none was given). */
  public static List<Path> entries() {
    String cp = System.getProperty(PROPERTY, "");
    List<Path> out = new ArrayList<>();
    for (String s : cp.split(File.pathSeparator)) {
      if (!s.isBlank()) out.add(Path.of(s).toAbsolutePath().normalize());
    }
    return out;
  }

  /**
   * Checks a class path given by the user: every entry must exist.
   *
   * @throws BadInputException naming the first entry that does not
   */
  public static List<Path> check(String classpath, String option) {
    List<Path> out = new ArrayList<>();
    for (String s : classpath.split(File.pathSeparator)) {
      if (s.isBlank()) continue;
      Path p = Path.of(s).toAbsolutePath().normalize();
      if (!Files.exists(p)) {
        throw new BadInputException(option + " entry " + s + " does not exist; give jars or class directories, "
            + "separated by '" + File.pathSeparator + "'");
      }
      out.add(p);
    }
    if (out.isEmpty()) throw new BadInputException(option + " is empty; give the jar (and its dependencies) that holds your classes");
    return out;
  }

  /** The id of a user-class data set. */
  public static String id(String className, Path data) {
    return PREFIX + className + ":" + data.toAbsolutePath().normalize();
  }

  /** Whether an id names a user-class data set. */
  public static boolean isId(String id) {
    return id.startsWith(PREFIX);
  }

  /**
   * Loads a class from this JVM's class path, or else from the user's.
   *
   * @throws BadInputException when neither has it
   */
  public static Class<?> load(String name) {
    try {
      return Class.forName(name, false, UserClasses.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      // not on this JVM's class path: the user's
    }
    List<Path> entries = entries();
    try {
      return Class.forName(name, false, loader(entries));
    } catch (ClassNotFoundException e) {
      throw new BadInputException("class " + name + " is not on the class path "
          + (entries.isEmpty() ? "(none was given)" : String.join(File.pathSeparator, entries.stream().map(Path::toString).toList()))
          + "; give the jar or directory that holds it with --classpath");
    } catch (LinkageError e) {
      throw new BadInputException("class " + name + " cannot be loaded: " + e
          + "; give its dependencies on --classpath too");
    }
  }

  private static ClassLoader loader(List<Path> entries) {
    String key = entries.toString();
    ClassLoader l = loader;
    if (l != null && key.equals(loaderFor)) return l;
    synchronized (UserClasses.class) {
      if (loader != null && key.equals(loaderFor)) return loader;
      URL[] urls = new URL[entries.size()];
      for (int i = 0; i < urls.length; i++) {
        try {
          urls[i] = entries.get(i).toUri().toURL();
        } catch (MalformedURLException e) {
          throw new BadInputException("class path entry " + entries.get(i) + " is not a valid path: " + e.getMessage());
        }
      }
      loader = new URLClassLoader("wirebench-user-classes", urls, UserClasses.class.getClassLoader());
      loaderFor = key;
      return loader;
    }
  }

  /**
   * A data set of a user's class: {@code class:FQCN:PATH}. A file whose top-level value is an
   * array, and an NDJSON file ({@code .ndjson}, {@code .jsonl}), hold many values: the data set's
   * type is then the class's array type.
   */
  static DataSet<?> dataSet(String id) {
    String rest = id.substring(PREFIX.length());
    int colon = rest.indexOf(':');
    if (colon <= 0 || colon == rest.length() - 1) {
      throw new BadInputException("data set " + id + " is not of the form class:FQCN:PATH (e.g. "
          + "class:com.acme.Order:/data/orders.json); run 'wirebench run --classpath app.jar --class FQCN --data FILE'");
    }
    String className = rest.substring(0, colon);
    Path file = Path.of(rest.substring(colon + 1));
    Class<?> cls = load(className);
    byte[] bytes = read(file);
    String name = file.getFileName().toString();
    boolean ndjson = name.endsWith(".ndjson") || name.endsWith(".jsonl");
    Object value;
    Class<?> type;
    int count;
    try {
      if (ndjson) {
        List<Object> values = new ArrayList<>();
        int line = 0;
        for (String l : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
          line++;
          if (l.isBlank()) continue;
          try {
            values.add(Json.readAs(l.getBytes(StandardCharsets.UTF_8), cls));
          } catch (IOException e) {
            throw new IOException("line " + line + ": " + firstLine(e), e);
          }
        }
        if (values.isEmpty()) throw new IOException("no JSON value: the file is empty");
        Object array = Array.newInstance(cls, values.size());
        for (int i = 0; i < values.size(); i++) Array.set(array, i, values.get(i));
        value = array;
        type = array.getClass();
        count = values.size();
      } else {
        type = Json.startsWithArray(bytes) ? Array.newInstance(cls, 0).getClass() : cls;
        value = Json.readAs(bytes, type);
        count = type.isArray() ? Array.getLength(value) : 1;
      }
    } catch (IOException e) {
      throw new BadInputException("data file " + file + " cannot be read as " + className + ": " + firstLine(e)
          + "; give JSON (one value, or an array of them) or NDJSON (one value per line) that Jackson binds to the class");
    }
    Object v = value;
    List<Class<?>> classes = reachable(v, cls);
    boolean equals = declaresEquals(cls);
    String description = "your class " + className + ", " + count + (count == 1 ? " value" : " values") + " from "
        + file + (equals ? " (compared with its equals)" : " (compared field by field)");
    ModelPath modifier = ModelPath.firstScalar(v);
    @SuppressWarnings({"unchecked", "rawtypes"})
    DataSet<?> ds = new DataSet(id, description, type, () -> v, "", o -> modifier.modify(o), classes);
    ds.userClass(equals);
    return ds;
  }

  private static String firstLine(Exception e) {
    String m = e.getMessage() == null ? e.toString() : e.getMessage();
    return m.lines().findFirst().orElse(m);
  }

  private static byte[] read(Path file) {
    if (Files.isDirectory(file)) {
      throw new BadInputException("data file " + file + " is a directory; give the path of a JSON or NDJSON file with --data");
    }
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new BadInputException("data file " + file + " does not exist; give the path of a JSON or NDJSON file with --data");
    } catch (IOException e) {
      throw new BadInputException("data file " + file + " cannot be read: " + e);
    }
  }

  /** Whether a class (or a superclass other than Object) declares {@code equals(Object)}. */
  static boolean declaresEquals(Class<?> c) {
    for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
      try {
        Method m = k.getDeclaredMethod("equals", Object.class);
        if (!Modifier.isAbstract(m.getModifiers())) return true;
      } catch (NoSuchMethodException e) {
        // look further up
      }
    }
    return false;
  }

  /**
   * Every class a value uses, found by walking it (fields, collections, maps, arrays), plus the
   * root class and its array type: what a serializer that registers classes must register. Sorted
   * by name, so that every JVM registers them in the same order.
   */
  static List<Class<?>> reachable(Object value, Class<?> root) {
    Set<Class<?>> found = new LinkedHashSet<>();
    found.add(root);
    Map<Object, Boolean> seen = new IdentityHashMap<>();
    Deque<Object> todo = new ArrayDeque<>();
    todo.push(value);
    while (!todo.isEmpty()) {
      Object o = todo.pop();
      if (o == null || seen.put(o, Boolean.TRUE) != null) continue;
      Class<?> c = o.getClass();
      found.add(c);
      if (c.isArray()) {
        if (!c.getComponentType().isPrimitive()) {
          for (int i = 0; i < Array.getLength(o); i++) todo.push(Array.get(o, i));
        }
      } else if (o instanceof Collection<?> col) {
        col.forEach(todo::push);
      } else if (o instanceof Map<?, ?> m) {
        m.forEach((k, v) -> {
          todo.push(k);
          todo.push(v);
        });
      } else if (!isLeaf(c)) {
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
          for (Field f : k.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) continue;
            if (f.getType().isEnum()) found.add(f.getType());
            if (f.getType().isPrimitive()) continue;
            try {
              f.setAccessible(true);
              todo.push(f.get(o));
            } catch (ReflectiveOperationException | RuntimeException e) {
              // a field this JVM will not open: the serializers will say so at the gate
            }
          }
        }
      }
    }
    List<Class<?>> out = new ArrayList<>(found);
    out.removeIf(Class::isPrimitive);
    out.sort(Comparator.comparing(Class::getName));
    return out;
  }

  private static boolean isLeaf(Class<?> c) {
    return c.isEnum() || c.getName().startsWith("java.") || c.getName().startsWith("javax.") || c.isPrimitive();
  }
}
