package io.wirebench.core.model;

import java.io.Serializable;
import java.util.Objects;

/** One module id of {@link ModuleIds}. */
public class ModuleId implements Serializable {
  private static final long serialVersionUID = 1L;

  private String organization;
  private String name;
  private String revision;

  public ModuleId() {}

  public ModuleId(String organization, String name, String revision) {
    this.organization = organization;
    this.name = name;
    this.revision = revision;
  }

  public String getOrganization() { return organization; }
  public void setOrganization(String organization) { this.organization = organization; }
  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public String getRevision() { return revision; }
  public void setRevision(String revision) { this.revision = revision; }

  @Override public boolean equals(Object o) {
    if (!(o instanceof ModuleId)) return false;
    ModuleId m = (ModuleId) o;
    return Objects.equals(organization, m.organization) && Objects.equals(name, m.name)
        && Objects.equals(revision, m.revision);
  }
  @Override public int hashCode() { return Objects.hash(organization, name, revision); }
  @Override public String toString() { return organization + ":" + name + ":" + revision; }
}
