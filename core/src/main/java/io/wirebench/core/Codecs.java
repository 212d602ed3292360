package io.wirebench.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Every codec on the class path, found with {@link ServiceLoader}, plus the compression variants
 * of each ({@code <id>+<compressor>}), which are made on demand.
 */
public final class Codecs {
  private final Map<String, Codec> byId = new LinkedHashMap<>();
  private final List<String> loadErrors;

  private Codecs(List<Codec> codecs, List<String> loadErrors) {
    List<Codec> sorted = new ArrayList<>(codecs);
    sorted.sort(Comparator.comparing((Codec c) -> c.info().family()).thenComparing(c -> c.info().id()));
    for (Codec c : sorted) {
      String id = c.info().id();
      Codec prev = byId.putIfAbsent(id, c);
      if (prev != null) {
        throw new IllegalStateException("two codecs have the id '" + id + "': "
            + prev.getClass().getName() + " and " + c.getClass().getName()
            + "; ids must be unique, rename one");
      }
      if (id.contains("@")) {
        throw new IllegalStateException("codec id '" + id + "' of " + c.getClass().getName()
            + " contains '@', which is reserved for variants (a library version or a JDK)");
      }
      if (id.contains("+")) {
        throw new IllegalStateException("codec id '" + id + "' of " + c.getClass().getName()
            + " contains '+', which is reserved for compression variants");
      }
    }
    this.loadErrors = List.copyOf(loadErrors);
  }

  /** The codecs the class path provides. Providers that fail to load are kept as load errors. */
  public static Codecs load() {
    List<Codec> found = new ArrayList<>();
    List<String> errors = new ArrayList<>();
    Iterator<Codec> it = ServiceLoader.load(Codec.class).iterator();
    while (true) {
      try {
        if (!it.hasNext()) break;
        found.add(it.next());
      } catch (ServiceConfigurationError | LinkageError e) {
        errors.add(RoundTripGate.describe(e));
      }
    }
    applySystemProperties(found);
    return new Codecs(found, errors);
  }

  /**
   * Sets the {@code -Dkey=value} flags codecs declare for their forks in this JVM too (unless
   * already set), so that the gate, {@code verify} and {@code encode} run each library as its
   * benchmark forks do. Other flags (such as {@code --add-opens}) can only take effect in forks.
   */
  static void applySystemProperties(List<Codec> codecs) {
    for (Codec c : codecs) {
      for (String arg : c.info().jvmArgs()) {
        if (!arg.startsWith("-D")) continue;
        int eq = arg.indexOf('=');
        String key = eq < 0 ? arg.substring(2) : arg.substring(2, eq);
        String value = eq < 0 ? "" : arg.substring(eq + 1);
        if (System.getProperty(key) == null) System.setProperty(key, value);
      }
    }
  }

  /** A fixed set of codecs (tests). */
  public static Codecs of(List<Codec> codecs) {
    return new Codecs(codecs, List.of());
  }

  /** The base codecs, by family then id. */
  public List<Codec> all() {
    return List.copyOf(byId.values());
  }

  /** Providers listed in META-INF/services that could not be loaded, with the reason. */
  public List<String> loadErrors() {
    return loadErrors;
  }

  /**
   * A codec by id, compression variants and {@link CodecVariant}s ({@code id@VERSION},
   * {@code id@jdkN}) included. A variant runs the same adapter; where it names a library version,
   * whoever runs it provides that version on the class path (see {@link #variant}).
   *
   * @throws BadInputException for a malformed variant
   */
  public Optional<Codec> find(String id) {
    Codec c = byId.get(id);
    if (c != null) return Optional.of(c);
    if (id.contains("@")) {
      CodecVariant v = CodecVariant.parse(id);
      return find(v.base()).map(b -> variant(b, v, null));
    }
    int plus = id.lastIndexOf('+');
    if (plus > 0) {
      Optional<Codec> base = find(id.substring(0, plus));
      String suffix = id.substring(plus + 1);
      if (base.isPresent() && Compressor.labels().contains(suffix)) {
        return Optional.of(new CompressedCodec(base.get(), Compressor.of(suffix)));
      }
    }
    return Optional.empty();
  }

  /**
   * A codec under a variant id. {@code versionHere} is the library version to report when this JVM
   * does not run that version itself (the CLI plans a run of {@code jackson-databind@2.8.5} with
   * 2.22.1 loaded); null reads it from the loaded jar, as a fork that has the version does.
   */
  public static Codec variant(Codec base, CodecVariant v, String versionHere) {
    Codec b = base instanceof VariantCodec vc ? vc.base() : base;
    return v.isVariant() ? new VariantCodec(b, v, versionHere) : b;
  }

  /** The adapter behind a codec: itself, or the codec a variant runs. */
  public static Codec adapter(Codec c) {
    return c instanceof VariantCodec vc ? vc.base() : c;
  }

  /** A codec by id; an unknown id names the closest known one. */
  public Codec require(String id) {
    return find(id).orElseThrow(() -> {
      String base = id.contains("@") ? CodecVariant.parse(id).base() : id;
      return new UnknownNameException("codec", base, withFamilies(allIds(base.contains("+"))));
    });
  }

  /** Codec ids and the family names, which a filter takes too: what an unknown name is compared with. */
  private static List<String> withFamilies(List<String> ids) {
    List<String> out = new ArrayList<>(ids);
    for (Family f : Family.values()) out.add(f.label());
    return out;
  }

  /** Ids of base codecs, and of every compression variant too when asked. */
  public List<String> allIds(boolean withVariants) {
    List<String> ids = new ArrayList<>(byId.keySet());
    if (withVariants) {
      for (String id : byId.keySet()) {
        for (String c : Compressor.labels()) ids.add(id + "+" + c);
      }
    }
    return ids;
  }

  /**
   * Codecs chosen by a comma list of ids (compression variants included) or regular expressions
   * matched against whole ids, by the rules of {@link Names#select}.
   *
   * @throws UnknownNameException for a plain name that is no codec
   * @throws BadInputException for a pattern that matches nothing or does not compile, and for a
   *     list that selects no codec
   */
  public List<Codec> select(String filter) {
    List<Codec> out = new ArrayList<>();
    for (String id : Names.select(withFamiliesExpanded(filter), "codec", allIds(true), s -> find(s).isPresent(),
        s -> withFamilies(allIds(s.contains("+"))))) {
      out.add(require(id));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * A comma list with each family name ({@code json}, {@code binary}, {@code schema}, {@code xml},
   * {@code control}, in any case; see {@link Family#byLabel}) that is no codec's id replaced by the ids of every
   * codec of that family, in registry order: {@code --codecs json} selects every JSON codec.
   */
  String withFamiliesExpanded(String filter) {
    List<String> items = new ArrayList<>();
    for (String item : filter.split(",")) {
      String s = item.trim();
      Family family = byId.containsKey(s) ? null : Family.byLabel(s);
      if (family == null) {
        items.add(item);
        continue;
      }
      boolean any = false;
      for (Codec c : byId.values()) {
        if (c.info().family() == family) {
          items.add(c.info().id());
          any = true;
        }
      }
      if (!any) {
        throw new BadInputException("no codec of the family " + s + " is on the class path; see 'wirebench list codecs'");
      }
    }
    return String.join(",", items);
  }

  /**
   * Why a codec cannot run here, or empty when it can: it is bound to the small {@code person}
   * data set, and anything but success or a data set gap makes it unavailable.
   */
  public static Optional<String> unavailableReason(Codec codec) {
    try {
      codec.bind(DataSets.require("person"));
      return Optional.empty();
    } catch (UnsupportedDataSetException e) {
      return Optional.empty();
    } catch (CodecUnavailableException e) {
      return Optional.of(e.getMessage());
    } catch (Throwable e) {
      return Optional.of("failed to start: " + RoundTripGate.describe(e));
    }
  }

  /** Data sets a codec cannot model, with the reason ({@link Codec#checkModels}: writes nothing). */
  public static List<String> gaps(Codec c) {
    List<String> gaps = new ArrayList<>();
    for (DataSet<?> ds : DataSets.all()) {
      try {
        c.checkModels(ds);
      } catch (UnsupportedDataSetException e) {
        gaps.add(ds.id() + " (" + e.getMessage() + ")");
      } catch (Throwable e) {
        gaps.add(ds.id() + " (bind failed: " + RoundTripGate.describe(e) + ")");
      }
    }
    return gaps;
  }
}
