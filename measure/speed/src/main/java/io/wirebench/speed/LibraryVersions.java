package io.wirebench.speed;

import io.wirebench.harness.ForkClasspath;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.maven.repository.internal.MavenRepositorySystemUtils;
import org.eclipse.aether.DefaultRepositorySystemSession;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.LocalRepository;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.resolution.VersionRangeRequest;
import org.eclipse.aether.resolution.VersionRangeResolutionException;
import org.eclipse.aether.resolution.VersionRangeResult;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;
import org.eclipse.aether.version.Version;

/**
 * Other versions of a codec's library ({@code jackson-databind@2.8.5}, {@code gson@latest}),
 * resolved at run time with Maven Resolver from the local Maven repository and Maven Central,
 * with their runtime dependencies, as Maven itself would resolve them for a project that depends
 * on that version alone.
 */
public final class LibraryVersions {
  /** Maven Central, where every library wirebench measures is published. */
  public static final String CENTRAL = "https://repo.maven.apache.org/maven2/";
  /** A release: numbers and dots, optionally a {@code .Final}/{@code -jre}-like suffix; no alpha, beta, RC, milestone or snapshot. */
  private static final Pattern UNSTABLE = Pattern.compile("(?i).*(alpha|beta|rc|cr|m\\d|snapshot|preview|ea|dev|incubat).*");

  /**
   * A resolved version.
   *
   * @param version the version ({@code latest} resolved to a number)
   * @param artifacts the library's jar first, then its runtime dependencies
   */
  public record Resolved(String version, List<ForkClasspath.Artifact> artifacts) {}

  private static RepositorySystem system;

  private LibraryVersions() {}

  /**
   * Resolves {@code groupId:artifactId} at {@code version} ({@code latest}: the highest release).
   *
   * @throws IllegalArgumentException naming the artifact and version when it cannot be resolved
   */
  public static synchronized Resolved resolve(String groupAndArtifact, String version) {
    RepositorySystem sys = system();
    DefaultRepositorySystemSession session = session(sys);
    List<RemoteRepository> repos = List.of(new RemoteRepository.Builder("central", "default", CENTRAL).build());
    String v = "latest".equals(version) ? latest(sys, session, repos, groupAndArtifact) : version;
    CollectRequest collect = new CollectRequest(new Dependency(new DefaultArtifact(groupAndArtifact + ":" + v),
        JavaScopes.RUNTIME), repos);
    try {
      List<ForkClasspath.Artifact> out = new ArrayList<>();
      List<ArtifactResult> results = sys.resolveDependencies(session,
          new DependencyRequest(collect, DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME))).getArtifactResults();
      for (ArtifactResult r : results) {
        Artifact a = r.getArtifact();
        if (a == null || a.getFile() == null) continue;
        out.add(new ForkClasspath.Artifact(a.getGroupId(), a.getArtifactId(), a.getVersion(), a.getFile().toPath()));
      }
      return new Resolved(v, out);
    } catch (DependencyResolutionException e) {
      throw new IllegalArgumentException(groupAndArtifact + ":" + v + " cannot be resolved from " + localRepository()
          + " or Maven Central: " + firstLine(e.getMessage()));
    }
  }

  private static String latest(RepositorySystem sys, DefaultRepositorySystemSession session, List<RemoteRepository> repos,
      String ga) {
    try {
      VersionRangeResult r = sys.resolveVersionRange(session,
          new VersionRangeRequest(new DefaultArtifact(ga + ":[0,)"), repos, null));
      List<Version> versions = new ArrayList<>(r.getVersions());
      for (int i = versions.size() - 1; i >= 0; i--) {
        String s = versions.get(i).toString();
        if (!UNSTABLE.matcher(s).matches()) return s;
      }
      throw new IllegalArgumentException(ga + ": no release found on Maven Central"
          + (versions.isEmpty() ? "" : " (only " + versions.get(versions.size() - 1) + " and older pre-releases)"));
    } catch (VersionRangeResolutionException e) {
      throw new IllegalArgumentException(ga + ": the versions on Maven Central cannot be listed: "
          + firstLine(e.getMessage()));
    }
  }

  private static String firstLine(String s) {
    return s == null ? "" : s.lines().findFirst().orElse("");
  }

  private static RepositorySystem system() {
    if (system == null) system = new RepositorySystemSupplier().get();
    return system;
  }

  private static DefaultRepositorySystemSession session(RepositorySystem sys) {
    DefaultRepositorySystemSession session = MavenRepositorySystemUtils.newSession();
    session.setLocalRepositoryManager(sys.newLocalRepositoryManager(session, new LocalRepository(localRepository().toFile())));
    session.setSystemProperties(System.getProperties());
    session.setConfigProperties(System.getProperties());
    return session;
  }

  /** The local Maven repository: {@code -Dmaven.repo.local}, or ~/.m2/repository. */
  public static Path localRepository() {
    String p = System.getProperty("maven.repo.local");
    return p != null ? Path.of(p) : Path.of(System.getProperty("user.home"), ".m2", "repository");
  }
}
