import type { ArtifactRef } from '../types'

/** A file name such as visualization.png says little; the step name says what the chart shows. */
export function chartName(artifact: ArtifactRef, groupName: string): string {
  const generic =
    /^(visuali[sz]ation|chart|image|plot|figure)?[-_ ]?\d*\.(png|jpe?g|gif|webp|svg)$/i
  return generic.test(artifact.name) && groupName
    ? groupName
    : artifact.name.replace(/\.(png|jpe?g|gif|webp)$/i, '')
}
