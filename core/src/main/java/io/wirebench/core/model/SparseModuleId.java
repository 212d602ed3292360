package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One module id of {@link SparseModuleIds}, with the optional fields of the build tool's own
 * module id beside organization, name and revision: most of them are empty (null or an empty
 * list) in most records, which is what libraries that omit empty fields save.
 */
public class SparseModuleId implements Serializable {
  private static final long serialVersionUID = 1L;

  private String organization;
  private String name;
  private String revision;
  /** A configuration such as {@code test}; null (none) in most records. */
  private String configurations;
  /** A branch name; null (none) in most records. */
  private String branchName;
  private boolean changing;
  private boolean transitive;
  private boolean force;
  /** Artifacts named explicitly; empty in most records. */
  private List<String> explicitArtifacts = new ArrayList<>();
  /** Excluded modules as {@code organization:name}; empty in most records. */
  private List<String> exclusions = new ArrayList<>();

  public SparseModuleId() {}

  public String getOrganization() { return organization; }
  public void setOrganization(String organization) { this.organization = organization; }
  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public String getRevision() { return revision; }
  public void setRevision(String revision) { this.revision = revision; }
  public String getConfigurations() { return configurations; }
  public void setConfigurations(String configurations) { this.configurations = configurations; }
  public String getBranchName() { return branchName; }
  public void setBranchName(String branchName) { this.branchName = branchName; }
  public boolean isChanging() { return changing; }
  public void setChanging(boolean changing) { this.changing = changing; }
  public boolean isTransitive() { return transitive; }
  public void setTransitive(boolean transitive) { this.transitive = transitive; }
  public boolean isForce() { return force; }
  public void setForce(boolean force) { this.force = force; }
  public List<String> getExplicitArtifacts() { return explicitArtifacts; }
  public void setExplicitArtifacts(List<String> explicitArtifacts) { this.explicitArtifacts = explicitArtifacts; }
  public List<String> getExclusions() { return exclusions; }
  public void setExclusions(List<String> exclusions) { this.exclusions = exclusions; }

  @Override public boolean equals(Object o) {
    if (!(o instanceof SparseModuleId)) return false;
    SparseModuleId m = (SparseModuleId) o;
    return Objects.equals(organization, m.organization) && Objects.equals(name, m.name)
        && Objects.equals(revision, m.revision) && Objects.equals(configurations, m.configurations)
        && Objects.equals(branchName, m.branchName) && changing == m.changing
        && transitive == m.transitive && force == m.force
        && Objects.equals(explicitArtifacts, m.explicitArtifacts)
        && Objects.equals(exclusions, m.exclusions);
  }
  @Override public int hashCode() {
    return Objects.hash(organization, name, revision, configurations, branchName, changing,
        transitive, force, explicitArtifacts, exclusions);
  }
  @Override public String toString() { return organization + ":" + name + ":" + revision; }
}
