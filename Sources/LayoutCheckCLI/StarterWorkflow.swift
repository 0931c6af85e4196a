import Foundation

/// The CI files `layoutcheck init` writes: the pinned version, the script the workflow runs and
/// the workflow. One build of the pinned LayoutCheck per version and toolchain (cached across
/// runs), shards that run that binary without compiling, and a merge job that joins their
/// reports and images into one review page. `scripts/workflow-e2e` executes them.
extension StarterFiles {
    static let pinPath = "layoutcheck-version"
    static let ciScriptPath = ".github/layoutcheck/ci"

    /// Where `init` pins LayoutCheck when neither `--layoutcheck-url` nor the package's
    /// `Package.resolved` names it.
    static let repositoryURL = "https://github.com/layoutcheck/LayoutCheck.git"

    /// The one place a repository names the LayoutCheck its CI runs.
    static func pin(url: String, tag: String) -> String {
        """
        # The LayoutCheck this repository's CI builds and runs, named here only: its git URL and
        # release tag. .github/workflows/layoutcheck.yml builds it once per tag and toolchain (cached)
        # with .github/layoutcheck/ci. A Package.swift that depends on LayoutCheck names the same
        # tag (`exact:`); the workflow fails when Package.resolved pins another.
        url: \(url)
        tag: \(tag)

        """
    }

    /// POSIX shell, so it runs in any Debian or Ubuntu image; only `key` needs the toolchain.
    static let ciScript = #"""
        #!/bin/sh
        # LayoutCheck in CI, written by `layoutcheck init`; .github/workflows/layoutcheck.yml runs it.
        #   ci key           prints key=<cache key>: the pinned tag, URL, OS and Swift toolchain. Fails
        #                    when Package.resolved pins another LayoutCheck than layoutcheck-version.
        #   ci build DIR     clones the pinned tag, installs the Debian packages it lists
        #                    (ci/system-packages) and builds `layoutcheck` in release into DIR.
        #   ci install DIR   installs the packages DIR lists and makes DIR/layoutcheck executable
        #                    (artifacts do not keep the executable bit).
        #   ci results-key N prints the keys of shard N's results of earlier runs (.layoutcheck/cache):
        #                    the pinned tag, the shard, a hash of layoutcheck.yml and the screen and
        #                    string files, this run; restore falls back to the nearest earlier run.
        set -eu
        pin=${LAYOUTCHECK_PIN:-layoutcheck-version}
        [ -f "$pin" ] || { echo "ci: no $pin here (layoutcheck init writes it)" >&2; exit 2; }
        value() { sed -n "s/^$1:[[:space:]]*//p" "$pin" | sed 's/[[:space:]]*$//' | head -n 1; }
        url=$(value url)
        tag=$(value tag)
        if [ -z "$url" ] || [ -z "$tag" ]; then echo "ci: $pin needs a 'url:' and a 'tag:' line" >&2; exit 2; fi

        install_packages() {
          missing=""
          for package in $(sed 's/#.*//' "$1"); do
            dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
          done
          if [ -z "$missing" ]; then echo "ci: the system packages are installed"; return 0; fi
          sudo=""
          [ "$(id -u)" -eq 0 ] || sudo=sudo
          echo "ci: installing$missing"
          $sudo apt-get update -qq
          DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
        }

        case "${1:-}" in
          key)
            if [ -f Package.resolved ]; then
              # SwiftPM's pin of LayoutCheck (identity "layoutcheck"), when this package depends on it.
              resolved=$(awk '/"identity"/ { found = ($0 ~ /"layoutcheck"/) }
                found && /"version" *: *"/ { gsub(/[",]/, ""); print $3; exit }' Package.resolved)
              if [ -n "$resolved" ] && [ "$resolved" != "$tag" ]; then
                echo "ci: Package.resolved pins LayoutCheck $resolved, $pin says $tag: make them one version" >&2
                exit 1
              fi
            fi
            toolchain=$(swift --version 2>&1 | head -n 1)
            os=$(. /etc/os-release && echo "$ID-${VERSION_ID:-rolling}")-$(uname -m)
            hash=$(printf '%s\n%s\n' "$url" "$toolchain" | sha256sum | cut -c 1-12)
            echo "key=layoutcheck-$tag-$os-$hash"
            ;;
          build)
            dir=${2:?usage: ci build DIR}
            source=${RUNNER_TEMP:-/tmp}/layoutcheck-$tag
            rm -rf "$source"
            git -c advice.detachedHead=false clone --quiet --depth 1 --branch "$tag" "$url" "$source"
            install_packages "$source/ci/system-packages"
            (cd "$source" && swift build -c release --product layoutcheck)
            mkdir -p "$dir"
            cp "$(cd "$source" && swift build -c release --show-bin-path)/layoutcheck" "$source/ci/system-packages" "$dir/"
            printf '%s %s\n' "$url" "$tag" >"$dir/pinned"
            ;;
          install)
            dir=${2:?usage: ci install DIR}
            install_packages "$dir/system-packages"
            chmod +x "$dir/layoutcheck"
            echo "ci: layoutcheck $("$dir/layoutcheck" --version) from $(cat "$dir/pinned")"
            ;;
          results-key)
            shard=${2:?usage: ci results-key SHARD}
            # Entries check their own inputs (layoutcheck test reuses only what is unchanged):
            # the key only finds the nearest earlier run, and a new key per run keeps it fresh.
            inputs=$(git ls-files -z -- layoutcheck.yml '*.layout.yaml' '*.xib' '*.storyboard' '*.strings' \
              '*.stringsdict' '*.xcstrings' 2>/dev/null | xargs -0 -r sha256sum | sha256sum | cut -c 1-16)
            prefix="layoutcheck-results-$tag-shard$shard-"
            echo "key=$prefix$inputs-${GITHUB_RUN_ID:-local}-${GITHUB_RUN_ATTEMPT:-1}"
            echo "restore=$prefix$inputs-"
            echo "fallback=$prefix"
            ;;
          *)
            echo "usage: ci key | ci build DIR | ci install DIR | ci results-key SHARD" >&2
            exit 2
            ;;
        esac

        """#

    /// A build job (cached per pinned version and toolchain), three shards running its binary
    /// (each restoring and saving its results of earlier runs, `.layoutcheck/cache`),
    /// and a merge job that publishes one review page with its images. Every job runs in
    /// Debian's Swift image, where baselines are usually recorded: another Pango or HarfBuzz
    /// release may shape text a fraction of a point differently.
    static let workflow = """
        # LayoutCheck (layoutcheck-version pins it): one release build per version and toolchain,
        # cached; three shards run that binary; one job merges their reports and images into
        # one review page, the artifact layoutcheck-review.
        name: layout
        on: [push, pull_request]
        jobs:
          build:
            runs-on: ubuntu-24.04
            container: swift:6.3-bookworm
            steps:
              - uses: actions/checkout@v4
              - name: The pinned LayoutCheck
                id: pin
                run: sh .github/layoutcheck/ci key >> "$GITHUB_OUTPUT"
              - uses: actions/cache@v4
                id: cache
                with:
                  path: .layoutcheck-cli
                  key: ${{ steps.pin.outputs.key }}
              - name: Build LayoutCheck in release (once per version and toolchain)
                if: steps.cache.outputs.cache-hit != 'true'
                run: sh .github/layoutcheck/ci build .layoutcheck-cli
              - uses: actions/upload-artifact@v4
                with:
                  name: layoutcheck-cli
                  path: .layoutcheck-cli/
                  include-hidden-files: true
                  retention-days: 1
          test:
            needs: build
            runs-on: ubuntu-24.04
            container: swift:6.3-bookworm
            strategy:
              fail-fast: false
              matrix:
                shard: [1, 2, 3]
            steps:
              - uses: actions/checkout@v4
              - uses: actions/download-artifact@v4
                with:
                  name: layoutcheck-cli
                  path: .layoutcheck-cli
              - name: System libraries and fonts
                run: sh .github/layoutcheck/ci install .layoutcheck-cli
              - name: Keys of this shard's earlier results
                id: results
                run: sh .github/layoutcheck/ci results-key ${{ matrix.shard }} >> "$GITHUB_OUTPUT"
              # Passing results whose inputs and baselines are unchanged are not computed again.
              - uses: actions/cache@v4
                with:
                  path: .layoutcheck/cache
                  key: ${{ steps.results.outputs.key }}
                  restore-keys: |
                    ${{ steps.results.outputs.restore }}
                    ${{ steps.results.outputs.fallback }}
              - name: Layout test, shard ${{ matrix.shard }} of 3
                run: .layoutcheck-cli/layoutcheck test --shard ${{ matrix.shard }}/3
              - if: always()
                uses: actions/upload-artifact@v4
                with:
                  name: layoutcheck-shard-${{ matrix.shard }}
                  path: .layoutcheck/
                  include-hidden-files: true
          merge:
            if: ${{ !cancelled() && needs.build.result == 'success' }}
            needs: [build, test]
            runs-on: ubuntu-24.04
            container: swift:6.3-bookworm
            steps:
              - uses: actions/checkout@v4
              - uses: actions/download-artifact@v4
                with:
                  name: layoutcheck-cli
                  path: .layoutcheck-cli
              - name: System libraries and fonts
                run: sh .github/layoutcheck/ci install .layoutcheck-cli
              - uses: actions/download-artifact@v4
                with:
                  pattern: layoutcheck-shard-*
                  path: .layoutcheck/shards
              - name: One report for all shards, with their images
                run: .layoutcheck-cli/layoutcheck merge-reports .layoutcheck/shards/*/report.json --output .layoutcheck/merged
              - name: One review page
                if: always()
                run: .layoutcheck-cli/layoutcheck review --report .layoutcheck/merged/report.json --output .layoutcheck/review
              - if: always()
                uses: actions/upload-artifact@v4
                with:
                  name: layoutcheck-review
                  path: .layoutcheck/review/
                  include-hidden-files: true

        """
}
