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

  /** Separates the class from the number of copies in {@code class:FQCN*COPIES:PATH}. */
  public static final String COPIES = "*";

  /** The id of a user-class data set. */
  public static String id(String className, Path data) {
    return PREFIX + className + ":" + data.toAbsolutePath().normalize();
  }

  /**
   * The id of a data set of {@code copies} copies of the values in {@code data}, one after the
   * other in one array ({@code class:FQCN*COPIES:PATH}): a large message of the user's class, each
   * copy its own objects (as a list the application built would be).
   */
  public static String id(String className, Path data, int copies) {
    return PREFIX + className + COPIES + copies + ":" + data.toAbsolutePath().normalize();
  }

  /**
   * The user's class path appended to a JVM's {@code -cp}, for a child JVM that must load the
   * user's classes with its system class loader (as a fork does): memory's cells, http's server,
   * check's rows.
   */
  public static String withUserClassPath(String classpath) {
    List<Path> user = entries();
    if (user.isEmpty()) return classpath;
    StringBuilder b = new StringBuilder(classpath);
    for (Path p : user) b.append(File.pathSeparator).append(p);
    return b.toString();
  }

  /**
   * The same data set with its copies form's count set to {@code copies} (one copy: the file's
   * values once, as an array), or the id itself when it is not a user-class id with copies.
   */
  public static String withCopies(String id, int copies) {
    if (!isId(id)) return id;
    String rest = id.substring(PREFIX.length());
    int colon = rest.indexOf(':');
    int star = colon < 0 ? -1 : rest.substring(0, colon).indexOf(COPIES);
    if (star < 0) return id;
    return PREFIX + rest.substring(0, star) + COPIES + copies + rest.substring(colon);
  }

  /**
   * The heap a user-class data set's value takes, roughly: four times its JSON file's bytes,
   * times its copies; -1 when {@code id} is no user-class id or its file cannot be read.
   */
  public static long estimatedHeapBytes(String id) {
    if (!isId(id)) return -1;
    String rest = id.substring(PREFIX.length());
    int colon = rest.indexOf(':');
    if (colon <= 0) return -1;
    String cls = rest.substring(0, colon);
    int star = cls.indexOf(COPIES);
    long copies = 1;
    try {
      if (star >= 0) copies = Long.parseLong(cls.substring(star + 1));
      return 4 * Files.size(Path.of(rest.substring(colon + 1))) * copies;
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
  }

  /**
   * The first value of a data set of the user's class that holds many (an array type), as a data
   * set of the class itself, or the data set when it holds one: for a check that needs one object
   * of the class (hostile puts its inputs into one).
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static DataSet<?> single(DataSet<?> ds) {
    if (!ds.isUserClass() || !ds.type().isArray()) return ds;
    Object first = Array.get(ds.value(), 0);
    Class<?> cls = ds.type().getComponentType();
    ModelPath modifier = ModelPath.firstScalar(first);
    DataSet<?> one = new DataSet(ds.id(), ds.description() + " (the first value)", cls, () -> first, "",
        o -> modifier.modify(o), reachable(first, cls));
    one.userClass(declaresEquals(cls));
    return one;
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
   * type is then the class's array type. {@code class:FQCN*COPIES:PATH} is COPIES copies of the
   * file's values in one array (a large message; always the array type, even for one copy).
   */
  static DataSet<?> dataSet(String id) {
    String rest = id.substring(PREFIX.length());
    int colon = rest.indexOf(':');
    if (colon <= 0 || colon == rest.length() - 1) {
      throw new BadInputException("data set " + id + " is not of the form class:FQCN:PATH (e.g. "
          + "class:com.acme.Order:/data/orders.json); run 'wirebench run --classpath app.jar --class FQCN --data FILE'");
    }
    String className = rest.substring(0, colon);
    int copies = 0;
    int star = className.indexOf(COPIES);
    if (star >= 0) {
      try {
        copies = Integer.parseInt(className.substring(star + 1));
      } catch (NumberFormatException e) {
        copies = -1;
      }
      if (copies < 1) {
        throw new BadInputException("data set " + id + " asks for " + className.substring(star + 1) + " copies; give "
            + "a number from 1 to " + Integer.MAX_VALUE + " (class:FQCN*COPIES:PATH, or --copies N)");
      }
      className = className.substring(0, star);
    }
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
      if (copies > 0) {
        value = copies(value, cls, copies);
        type = value.getClass();
        count = Array.getLength(value);
      }
    } catch (IOException e) {
      throw new BadInputException("data file " + file + " cannot be read as " + className + ": " + firstLine(e)
          + "; give JSON (one value, or an array of them) or NDJSON (one value per line) that Jackson binds to the class");
    }
    Object v = value;
    List<Class<?>> classes = reachable(v, cls);
    boolean equals = declaresEquals(cls);
    String description = "your class " + className + ", " + count + (count == 1 ? " value" : " values") + " from "
        + file + (copies > 1 ? " (" + copies + " copies of its values)" : "")
        + (equals ? " (compared with its equals)" : " (compared field by field)");
    ModelPath modifier = ModelPath.firstScalar(v);
    @SuppressWarnings({"unchecked", "rawtypes"})
    DataSet<?> ds = new DataSet(id, description, type, () -> v, "", o -> modifier.modify(o), classes);
    ds.userClass(equals);
    return ds;
  }

  /**
   * {@code copies} copies of the values (one, or an array of them) in one array: each copy read
   * anew from the values' JSON, so that no two share an object (the heap a list of that many
   * values takes, not of one value referenced many times).
   */
  private static Object copies(Object value, Class<?> cls, int copies) throws IOException {
    List<Object> originals = new ArrayList<>();
    if (value.getClass().isArray()) {
      for (int i = 0; i < Array.getLength(value); i++) originals.add(Array.get(value, i));
    } else {
      originals.add(value);
    }
    List<byte[]> each = new ArrayList<>();
    for (Object o : originals) each.add(Json.write(o));
    long n = (long) copies * each.size();
    if (n > Integer.MAX_VALUE - 8) throw new IOException(copies + " copies of " + each.size() + " values do not fit one array");
    Object array = Array.newInstance(cls, (int) n);
    int k = 0;
    for (int c = 0; c < copies; c++) {
      for (int i = 0; i < each.size(); i++) Array.set(array, k++, c == 0 ? originals.get(i) : Json.readAs(each.get(i), cls));
    }
    return array;
  }

  /**
   * Stands for a user's class in {@link #whyNot}: in no package any codec has code for, with a
   * text, a double at 6 decimals and a list, serializable, with equals.
   */
  public static final class Probe implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private String name = "probe";
    private double price = 12.345678;
    private List<String> tags = new ArrayList<>(List.of("a"));

    public String getName() { return name; }
    public void setName(String v) { name = v; }
    public double getPrice() { return price; }
    public void setPrice(double v) { price = v; }
    public List<String> getTags() { return tags; }
    public void setTags(List<String> v) { tags = v; }

    @Override public boolean equals(Object o) {
      return o instanceof Probe p && java.util.Objects.equals(name, p.name) && price == p.price
          && java.util.Objects.equals(tags, p.tags);
    }

    @Override public int hashCode() {
      return java.util.Objects.hash(name, price, tags);
    }
  }

  private static volatile DataSet<?> probe;

  /**
   * Why a codec cannot take a user's classes, or empty when it binds them at run time (as far as a
   * plain serializable bean tells: a class of the user's may still meet a limit, which the gate
   * then names). For {@code list codecs}.
   */
  public static java.util.Optional<String> whyNot(Codec codec) {
    BindingStyle style = codec.info().binding();
    if (style != BindingStyle.POJO) {
      return java.util.Optional.of(style == BindingStyle.CONTROL ? "a control of the harness, not a library"
          : "it binds " + style.label() + " values, not classes");
    }
    DataSet<?> p = probe;
    if (p == null) {
      Probe value = new Probe();
      DataSet<?> ds = new DataSet<>("class:a class of yours", "a class of yours", Probe.class, () -> value, "",
          o -> o, reachable(value, Probe.class));
      ds.userClass(true);
      probe = p = ds;
    }
    try {
      codec.checkModels(p);
      return java.util.Optional.empty();
    } catch (UnsupportedDataSetException e) {
      return java.util.Optional.of(String.valueOf(e.getMessage()).replace("your " + p.typeName(), "your classes")
          .replace(p.typeName(), "your class"));
    } catch (RuntimeException | LinkageError e) {
      return java.util.Optional.of("it cannot bind a class here: " + RoundTripGate.describe(e));
    }
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
