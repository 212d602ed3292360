package io.wirebench.core;

import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleId;
import io.wirebench.core.model.SparseModuleIds;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Generates the workloads. {@link Random} with a fixed seed: its algorithm is specified by the
 * JDK, so every JVM and machine produces the same values.
 */
final class Workloads {
  static final long SEED = 20_091_109L;
  /** Base timestamp of the measurements (2016-01-01T00:00:00Z, the year of the DZone tests). */
  static final long MEASUREMENT_BASE_TIME = 1_451_606_400_000L;

  private static final String[] FIRST = {"Margaret", "James", "Aiko", "Oluwaseun", "Ingrid",
      "Mateo", "Priya", "Liam", "Zofia", "Hamza", "Chloe", "Dmitri"};
  private static final String[] LAST = {"Thompson", "Okafor", "Lindqvist", "Nakamura", "Garcia",
      "Kowalski", "Haddad", "Fischer", "Murphy", "Rossi", "Nguyen", "Patel"};
  private static final String[] STREETS = {"Maple Avenue", "Oak Street", "Cedar Lane",
      "Elm Drive", "Pine Court", "Birch Road", "Willow Way", "Spruce Boulevard"};
  private static final String[] CITIES = {"Springfield", "Riverside", "Franklin", "Greenville",
      "Bristol", "Clinton", "Fairview", "Salem"};
  private static final String[] STATES = {"IL", "CA", "TX", "NY", "WA", "OR", "MA", "CO"};

  private Workloads() {}

  static DbData dbData() {
    return dbData(10);
  }

  /** {@code n} rows; the first ten are {@link #dbData()}'s, since they come from the same seed. */
  static DbData dbData(int n) {
    Random r = new Random(SEED);
    List<DbRow> rows = new ArrayList<>(n);
    DbRow.Status[] statuses = DbRow.Status.values();
    for (int i = 0; i < n; i++) {
      DbRow row = new DbRow();
      row.setId(1000 + i);
      row.setFirstName(FIRST[r.nextInt(FIRST.length)]);
      row.setLastName(LAST[r.nextInt(LAST.length)]);
      row.setStreet((100 + r.nextInt(9900)) + " " + STREETS[r.nextInt(STREETS.length)]);
      row.setCity(CITIES[r.nextInt(CITIES.length)]);
      row.setState(STATES[r.nextInt(STATES.length)]);
      row.setZip(String.format("%05d", r.nextInt(100_000)));
      row.setEmail(row.getFirstName().toLowerCase(java.util.Locale.ROOT) + "." + row.getLastName().toLowerCase(java.util.Locale.ROOT)
          + i + "@example.com");
      row.setStatus(statuses[r.nextInt(statuses.length)]);
      rows.add(row);
    }
    return new DbData(rows);
  }

  static Measurements measurements(int n) {
    List<Measurement> items = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      items.add(new Measurement("/test.html", 10, MEASUREMENT_BASE_TIME + i,
          Measurement.Type.WEB_REQUEST));
    }
    return new Measurements(items);
  }

  static Person person() {
    return new Person("Jane Doe", 42, "Berlin");
  }

  static ModuleIds moduleIds(int n) {
    Random r = new Random(SEED);
    List<ModuleId> modules = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      modules.add(new ModuleId("com.example", "foo" + i,
          r.nextInt(10) + "." + r.nextInt(10) + "." + r.nextInt(10)));
    }
    return new ModuleIds(modules);
  }

  /**
   * Module ids with the build tool's optional fields, seeded: about 1 in 5 has a configuration,
   * 1 in 20 a branch, 1 in 10 explicit artifacts and 1 in 7 exclusions; the rest are empty (null
   * or an empty list). Most are transitive, a few changing or forced.
   */
  static SparseModuleIds sparseModuleIds(int n) {
    Random r = new Random(SEED);
    String[] configurations = {"test", "provided", "compile", "runtime", "optional"};
    List<SparseModuleId> modules = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      SparseModuleId m = new SparseModuleId();
      m.setOrganization("com.example");
      m.setName("foo" + i);
      m.setRevision(r.nextInt(10) + "." + r.nextInt(10) + "." + r.nextInt(10));
      if (r.nextInt(5) == 0) m.setConfigurations(configurations[r.nextInt(configurations.length)]);
      if (r.nextInt(20) == 0) m.setBranchName("release-" + r.nextInt(10));
      m.setChanging(r.nextInt(50) == 0);
      m.setTransitive(r.nextInt(10) != 0);
      m.setForce(r.nextInt(100) == 0);
      if (r.nextInt(10) == 0) m.getExplicitArtifacts().add("foo" + i + "-" + (r.nextBoolean() ? "sources" : "tests"));
      if (r.nextInt(7) == 0) m.getExclusions().add("org.excluded:bar" + r.nextInt(100));
      modules.add(m);
    }
    return new SparseModuleIds(modules);
  }

  static DecimalMatrix decimalMatrix(int rows, int cols) {
    Random r = new Random(SEED);
    List<List<String>> data = new ArrayList<>(rows);
    for (int i = 0; i < rows; i++) {
      List<String> row = new ArrayList<>(cols);
      for (int j = 0; j < cols; j++) {
        // up to 4 integer digits and exactly 10 decimal places, sign included
        long unscaled = (long) (r.nextDouble() * 2e14) - 100_000_000_000_000L;
        row.add(new BigDecimal(BigInteger.valueOf(unscaled), 10).toPlainString());
      }
      data.add(row);
    }
    return new DecimalMatrix(data);
  }

  /** The values of the classic JVM serializer comparison's media record. */
  static MediaContent mediaContent() {
    Media media = new Media();
    media.setUri("http://javaone.com/keynote.mpg");
    media.setTitle("Javaone Keynote");
    media.setWidth(640);
    media.setHeight(480);
    media.setFormat("video/mpg4");
    media.setDuration(18_000_000L);
    media.setSize(58_982_400L);
    media.setBitrate(262_144);
    media.setHasBitrate(true);
    media.setPersons(new ArrayList<>(List.of("Bill Gates", "Steve Jobs")));
    media.setPlayer(Media.Player.JAVA);
    media.setCopyright(null);
    List<Image> images = new ArrayList<>();
    images.add(new Image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768,
        Image.Size.LARGE));
    images.add(new Image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240,
        Image.Size.SMALL));
    return new MediaContent(media, images);
  }
}
